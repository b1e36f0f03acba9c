import CleanDomain
import CleanReactive
import Foundation

/// A `SessionStore` that counts `save` and `clear` calls (a `clear(ifTokenIs:)` that matched
/// counts as a clear). Thread-safe.
public final class SpySessionStore: SessionStore, @unchecked Sendable {  // guarded by `lock`
  private let lock = NSLock()
  private var stored: Session?
  private var clears = 0
  private var saves = 0

  /// A store holding `session`.
  public init(session: Session? = nil) {
    stored = session
  }

  /// The session held now.
  public var session: Session? { lock.withLock { stored } }
  /// How many times a session was cleared.
  public var clearCount: Int { lock.withLock { clears } }
  /// How many times a session was saved.
  public var saveCount: Int { lock.withLock { saves } }

  /// Holds `session` and counts the call.
  public func save(_ session: Session) {
    lock.withLock {
      stored = session
      saves += 1
    }
  }

  /// Forgets the session and counts the call.
  public func clear() {
    lock.withLock {
      stored = nil
      clears += 1
    }
  }

  /// Forgets the session if it holds `token`, counting only a clear that happened.
  public func clear(ifTokenIs token: String) {
    lock.withLock {
      guard stored?.token == token else { return }
      stored = nil
      clears += 1
    }
  }
}
