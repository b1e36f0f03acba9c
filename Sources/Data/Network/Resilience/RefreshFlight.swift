import CleanDomain
import CleanPrimitives
import CleanReactive

/// One running refresh and the callers waiting for it. `finish(_:)` hands the outcome to every
/// waiter, once; a waiter whose task is cancelled stops waiting at once with
/// `.cancelled(.notSent)` (the waiter's own request is not on the wire while it waits; the
/// network service raises that when an earlier attempt was), and the refresh goes on for the
/// others.
///
/// Threading: thread-safe; a mutex guards the outcome and the waiters.
final class RefreshFlight: Sendable {
  typealias Outcome = Result<String, APIError>

  private struct State {
    var outcome: Outcome?
    var waiters: [Int: CheckedContinuation<Outcome, Never>] = [:]
    var nextWaiter = 0
  }

  private let state = Locked(State())

  /// Delivers `outcome` to every waiter, present and future.
  func finish(_ outcome: Outcome) {
    let waiters = state.withLock { state -> [CheckedContinuation<Outcome, Never>] in
      state.outcome = outcome
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume(returning: outcome) }
  }

  /// The refresh's outcome, or `.failure(.cancelled(.notSent))` as soon as the calling task is cancelled.
  func wait() async -> Outcome {
    let id = state.withLock { state in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        let ready = state.withLock { state -> Outcome? in
          if let outcome = state.outcome { return outcome }
          if Task.isCancelled { return .failure(.cancelled(.notSent)) }
          state.waiters[id] = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
      waiter?.resume(returning: .failure(.cancelled(.notSent)))
    }
  }
}
