import CleanDomain
import CleanReactive
import Foundation

/// A `SessionStore` that counts `save` and `clear` calls.
final class SpySessionStore: SessionStore, @unchecked Sendable {  // guarded by `lock`
  private let lock = NSLock()
  private var stored: Session?
  private var clears = 0
  private var saves = 0

  init(session: Session? = nil) {
    stored = session
  }

  var session: Session? { lock.withLock { stored } }
  var clearCount: Int { lock.withLock { clears } }
  var saveCount: Int { lock.withLock { saves } }

  func save(_ session: Session) {
    lock.withLock {
      stored = session
      saves += 1
    }
  }

  func clear() {
    lock.withLock {
      stored = nil
      clears += 1
    }
  }

  func clear(ifTokenIs token: String) {
    lock.withLock {
      guard stored?.token == token else { return }
      stored = nil
      clears += 1
    }
  }
}
