/// Holds the current session: login writes it, logout clears it, and the Data layer reads its
/// token for every request and clears it when the server rejects that token with a 401 ("a 401
/// anywhere clears the session"). Implementations are thread-safe.
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
}
