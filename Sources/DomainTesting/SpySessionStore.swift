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

  public init(session: Session? = nil) {
    stored = session
  }

  public var session: Session? { lock.withLock { stored } }
  public var clearCount: Int { lock.withLock { clears } }
  public var saveCount: Int { lock.withLock { saves } }

  public func save(_ session: Session) {
    lock.withLock {
      stored = session
      saves += 1
    }
  }

  public func clear() {
    lock.withLock {
      stored = nil
      clears += 1
    }
  }

  public func clear(ifTokenIs token: String) {
    lock.withLock {
      guard stored?.token == token else { return }
      stored = nil
      clears += 1
    }
  }
}
