import Foundation
import Synchronization

/// Suspends the calling task until it is cancelled, without sleeping or polling.
final class CancellationGate: Sendable {
  private enum State {
    case idle
    case waiting(CheckedContinuation<Void, any Error>)
    case cancelled
  }

  private let state = Mutex<State>(.idle)

  /// Returns — by throwing `URLError(.cancelled)` — once the calling task is cancelled.
  func wait() async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let alreadyCancelled = state.withLock { state -> Bool in
          if case .cancelled = state { return true }
          state = .waiting(continuation)
          return false
        }
        if alreadyCancelled { continuation.resume(throwing: URLError(.cancelled)) }
      }
    } onCancel: {
      let waiting = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        defer { state = .cancelled }
        if case .waiting(let continuation) = state { return continuation }
        return nil
      }
      waiting?.resume(throwing: URLError(.cancelled))
    }
  }
}
