import CleanReactive

extension Single {
  /// The error policy every use case applies to every repository call: the failure is
  /// classified into `APIError`, so no error of an unexpected type — which a repository written
  /// by an importer might throw — is ever dropped. (The usual
  /// `guard let error = error as? APIError else { return }` loses a refused connection that
  /// arrives as some other type.)
  ///
  /// Clearing the session on a 401 is not done here: only the Data layer knows which token a
  /// request carried, and it clears the session only if it still holds that token (a late 401
  /// to an old request must not sign out a newer login; a wrong password at login must not sign
  /// out the current player). See `SessionStore.clear(ifTokenIs:)`.
  ///
  /// Error contract: fails only with `APIError`; success is unchanged.
  @inlinable
  public func classifyingFailures() -> Single<Element> {
    self.catch { .error(APIError(classifying: $0)) }
  }
}
