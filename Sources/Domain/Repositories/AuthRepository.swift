import CleanReactive

/// Signs players in. Implemented by the Data layer (`DefaultAuthRepository`).
///
/// Error contract: the single fails only with an `APIError` (`.unauthorized` for bad
/// credentials). Threading: results arrive on any thread.
public protocol AuthRepository: Sendable {
  /// Signs `nickname` in with `password`: the session, or `.unauthorized` for bad credentials.
  func login(nickname: String, password: String) -> Single<Session>
}
