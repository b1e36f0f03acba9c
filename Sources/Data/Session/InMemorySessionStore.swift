import CleanDomain
import CleanReactive
import Synchronization

/// A `SessionStore` in memory, guarded by a `Mutex`: safe to read and write from any thread.
///
/// `tokenProvider` and `clear(ifTokenIs:)` are the two hooks a
/// `NetworkConfiguration` and a `DefaultNetworkService` take, so requests carry the current token
/// and a 401 clears the session that caused it.
public final class InMemorySessionStore: SessionStore {
  private let current: Mutex<Session?>

  public init(session: Session? = nil) {
    current = Mutex(session)
  }

  public var session: Session? { current.withLock { $0 } }

  public func save(_ session: Session) {
    current.withLock { $0 = session }
  }

  public func clear() {
    current.withLock { $0 = nil }
  }

  /// Clears the session only if it still holds `token`: a 401 to an old request must not sign
  /// out a session saved after it was sent. Atomic.
  public func clear(ifTokenIs token: String) {
    current.withLock { session in
      if session?.token == token { session = nil }
    }
  }
}
