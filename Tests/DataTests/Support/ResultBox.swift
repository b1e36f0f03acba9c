import CleanPrimitives

/// A thread-safe slot for the result a single delivers to a callback.
final class ResultBox<Value>: @unchecked Sendable {  // guarded by `lock`
  private let lock = Locked(())
  private var stored: Result<Value, any Error>?

  var value: Result<Value, any Error>? { lock.withLock { _ in stored } }

  func set(_ result: Result<Value, any Error>) {
    lock.withLock { _ in stored = result }
  }
}
