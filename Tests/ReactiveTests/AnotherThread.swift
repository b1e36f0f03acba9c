import Foundation

/// Runs `body` on a new thread and waits for it; `false` if it did not finish within 10 s. Only a
/// deadlock makes it wait that long: a passing run never waits for the bound, so the tests that
/// use it stay fast and fail (rather than hang) when a lock is held while delivering.
func waitsForAnotherThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  return done.wait(timeout: .now() + .seconds(10)) == .success
}

/// Runs `work` on a thread of its own and resumes the awaiting test with its result: a blocking
/// read there (`toBlocking`) holds no thread of the concurrency pool, which the source's async
/// work may need.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
  }
}
