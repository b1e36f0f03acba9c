import CleanDomain
import CleanPrimitives
import CleanReactive

/// A `SessionStore` in memory, guarded by a lock: safe to read and write from any thread.
///
/// `NetworkConfiguration(sessionStore:)` reads the access token from it for every request; the
/// token refresher reads the refresh token and stores the renewed pair with
/// `replace(ifTokenIs:with:)`; a 401 that cannot be refreshed clears the session that caused it.
public final class InMemorySessionStore: SessionStore {
  private let current: Locked<Session?>

  /// A store holding `session` (none by default).
  public init(session: Session? = nil) {
    current = Locked(session)
  }

  /// The stored session, read under the lock; `nil` when signed out.
  public var session: Session? { current.withLock { $0 } }

  /// Replaces the stored session with `session` unconditionally. Atomic.
  public func save(_ session: Session) {
    current.withLock { $0 = session }
  }

  /// Removes the stored session unconditionally (a logout). Atomic.
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

  /// Stores `session` only if the stored one still holds `token` (a refresh finishing after a
  /// logout or a new login stores nothing). Atomic.
  public func replace(ifTokenIs token: String, with session: Session) -> Bool {
    current.withLock { stored in
      guard stored?.token == token else { return false }
      stored = session
      return true
    }
  }
}
