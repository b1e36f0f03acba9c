import Foundation

/// Runs blocking work — spawning a process, reading its pipe until a line comes, waiting for it
/// to exit — on a thread of its own, and resumes the caller with the outcome.
///
/// Not `DispatchQueue.global()`: on Linux the Swift concurrency executor is a concurrent queue
/// that targets the same global root queue, whose pool has one thread per core and grows by at
/// most one thread a second while its threads are blocked. A dozen parallel tests each blocking
/// a Dispatch thread while their server starts would starve every other test's tasks, timers and
/// `URLSession` callbacks — requests in unrelated suites then miss their deadlines. A thread of
/// its own blocks nothing but itself.
///
/// Threading: callable from any task; `work` runs on a new thread that ends with it. Errors:
/// rethrows what `work` throws.
enum OwnThread {
  static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
    }
  }

  static func run(_ work: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
      Thread {
        work()
        continuation.resume()
      }.start()
    }
  }
}
