extension Single {
  /// The request policy every use case applies to every repository call: the failure is
  /// classified into `APIError` (so no error of an unexpected type is ever dropped, seed 003's
  /// bug), and an `.unauthorized` failure clears `sessionStore` ("a 401 anywhere clears the
  /// session") before it is passed on.
  ///
  /// Threading: the session is cleared on the thread the failure arrives on, before any
  /// subscriber sees it. Error contract: fails only with `APIError`; success is unchanged.
  @inlinable
  public func guardingSession(_ sessionStore: any SessionStore) -> Single<Element> {
    self.catch { error in
      let failure = APIError(classifying: error)
      if failure == .unauthorized { sessionStore.clear() }
      return .error(failure)
    }
  }
}
