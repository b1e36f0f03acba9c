import Foundation

/// Runs `body` on a new thread and waits for it; `false` if it did not finish within 60 s. Only a
/// deadlock makes it wait that long: a passing run never waits for the bound, so the tests that
/// use it stay fast and fail (rather than hang) when a lock is held while delivering.
///
/// It blocks its caller: call it only on a thread of the test's own (`onOwnThread`), never on
/// the cooperative pool, whose two threads (on 2 cores) every other test's tasks need.
func waitsForAnotherThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  return done.wait(timeout: .now() + .seconds(60)) == .success
}

/// Runs `body` on a thread of its own and returns what it returns (or throws what it throws),
/// for test work that blocks — a synchronous wait for another thread, `toBlocking()` — so that
/// it blocks that thread, not one of the cooperative pool's. Swift Testing runs every test on
/// that pool; on Linux it has one thread per core (two here) and Dispatch draws on the same
/// threads, so a test blocking one starves the tasks, timers and callbacks of every other test.
func onOwnThread<Value: Sendable, Failure: Error>(
  _ body: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
  let result = await withCheckedContinuation {
    (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
    Thread {
      do throws(Failure) {
        continuation.resume(returning: .success(try body()))
      } catch {
        continuation.resume(returning: .failure(error))
      }
    }.start()
  }
  return try result.get()
}
