import Foundation

/// Runs blocking work (running a process, reading its pipes, waiting for it to exit) on a thread
/// of its own. Not `DispatchQueue.global()`: on Linux Swift concurrency's executor draws on that
/// same pool, one thread per core, grown by one thread a second while they are blocked — parallel
/// tests blocking it starve every other test in the process (as in `CleanDataTesting.APIServer`).
///
/// Threading: callable from any task; `work` runs on a new thread. Errors: rethrows `work`'s.
enum OwnThread {
  static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
    }
  }

  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }
}
