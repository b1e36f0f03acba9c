/// Holds the current session: login writes it, logout clears it, and the Data layer reads its
/// tokens for every request, replaces them after a refresh, and clears the session when the
/// server rejects it for good ("a 401 that cannot be refreshed ends the session").
/// Implementations are thread-safe.
public protocol SessionStore: AnyObject, Sendable {
  /// The current session, or `nil` when signed out.
  var session: Session? { get }
  /// Makes `session` the current session, replacing any other.
  func save(_ session: Session)
  /// Signs out: forgets the current session.
  func clear()
  /// Clears the session only if it still holds `token`, atomically: a 401 to a request sent with
  /// an older token must not sign out a session saved since.
  func clear(ifTokenIs token: String)
  /// Stores `session` only if the stored session still holds the access token `token`,
  /// atomically, and says whether it did: a refresh that finishes after a logout or a new login
  /// must not bring the old session back.
  func replace(ifTokenIs token: String, with session: Session) -> Bool
}

extension SessionStore {
  /// A default for stores written before refresh existed: compare, then save. Not atomic
  /// across the two steps; stores shared between threads should implement it under their lock.
  public func replace(ifTokenIs token: String, with session: Session) -> Bool {
    guard self.session?.token == token else { return false }
    save(session)
    return true
  }
}
