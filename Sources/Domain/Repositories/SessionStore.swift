/// Holds the current session; the Data layer's token provider reads it, login writes it, a 401
/// clears it. Implementations are thread-safe.
public protocol SessionStore: AnyObject, Sendable {
  var session: Session? { get }
  func save(_ session: Session)
  func clear()
}
