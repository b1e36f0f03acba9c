import CleanReactive

/// Signs a player in and keeps the session that the Data layer's token provider reads.
///
/// Error contract: `login` fails only with `APIError` (`.unauthorized` for wrong credentials);
/// a wrong password leaves the stored session as it is. Threading: any thread; results arrive on the repository's.
public protocol LoginUseCase: Sendable {
  /// The session stored now, if any.
  var currentSession: Session? { get }
  /// Logs in; on success the session is stored before the single succeeds.
  func login(nickname: String, password: String) -> Single<Session>
  /// Forgets the stored session.
  func logout()
}
