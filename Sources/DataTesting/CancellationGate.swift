import CleanPrimitives
import Foundation

/// Suspends the calling task until it is cancelled, without sleeping or polling: the body of
/// a stub request that hangs until its caller gives up. Thread-safe; one `wait()` per gate.
public final class CancellationGate: Sendable {
  private enum State {
    case idle
    case waiting(@Sendable (any Error) -> Void)
    case cancelled
  }

  private let state = Locked<State>(.idle)

  /// A gate no task waits at yet.
  public init() {}

  /// Returns — by throwing `URLError(.cancelled)` — once the calling task is cancelled; it never
  /// produces a `Value`, which is generic only so a caller can `return try await wait()`.
  public func wait<Value>() async throws -> Value {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Value, any Error>) in
        let alreadyCancelled = state.withLock { state -> Bool in
          if case .cancelled = state { return true }
          state = .waiting { continuation.resume(throwing: $0) }
          return false
        }
        if alreadyCancelled { continuation.resume(throwing: URLError(.cancelled)) }
      }
    } onCancel: {
      let waiting = state.withLock { state -> (@Sendable (any Error) -> Void)? in
        defer { state = .cancelled }
        if case .waiting(let resume) = state { return resume }
        return nil
      }
      waiting?(URLError(.cancelled))
    }
  }
}
