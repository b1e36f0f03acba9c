import Synchronization

/// The latest value written from any thread, read from another. Thread-safe (a mutex).
final class LatestValue<Value: Sendable>: Sendable {
  private let storage = Mutex<Value?>(nil)

  var value: Value? { storage.withLock { $0 } }

  func set(_ value: Value) {
    storage.withLock { $0 = value }
  }
}
