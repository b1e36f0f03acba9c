import CleanData
import CleanPrimitives

/// A `BackoffClock` on virtual time: `sleep(for:)` records the wait and moves `now` forward at
/// once — no real sleep. `advance(by:)` lets a stub session spend virtual time in an attempt.
/// Pass it as the `clock:` of `DefaultDataTransferService.live(…)` or `DefaultNetworkService` to
/// test a retry policy's waits and the deadline without waiting.
///
/// Threading: thread-safe; `sleep(for:)` throws `CancellationError` when the task is cancelled.
public final class VirtualBackoffClock: BackoffClock {
  private struct State {
    var now: ContinuousClock.Instant
    var waits: [Duration] = []
  }

  private let state: Locked<State>

  /// A clock whose `now` starts at `start`.
  public init(start: ContinuousClock.Instant = .now) {
    state = Locked(State(now: start))
  }

  /// The virtual now: `start` plus every wait and advance so far.
  public var now: ContinuousClock.Instant { state.withLock { $0.now } }

  /// Every wait asked for, in order.
  public var waits: [Duration] { state.withLock { $0.waits } }

  /// Moves `now` forward by `duration` without recording a wait.
  public func advance(by duration: Duration) {
    state.withLock { $0.now += duration }
  }

  /// Records the wait and moves `now` forward by it, at once.
  public func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      state.waits.append(duration)
      state.now += duration
    }
  }
}
