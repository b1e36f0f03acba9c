import CleanData
import CleanDataTesting
import Synchronization

/// A `BackoffClock` on virtual time: `sleep(for:)` records the wait and moves `now` forward at
/// once — no real sleep. `advance(by:)` lets a stub session spend virtual time in an attempt.
final class VirtualBackoffClock: BackoffClock {
  private struct State {
    var now: ContinuousClock.Instant
    var waits: [Duration] = []
  }

  private let state: Mutex<State>

  init(start: ContinuousClock.Instant = .now) {
    state = Mutex(State(now: start))
  }

  var now: ContinuousClock.Instant { state.withLock { $0.now } }

  /// Every wait asked for, in order.
  var waits: [Duration] { state.withLock { $0.waits } }

  func advance(by duration: Duration) {
    state.withLock { $0.now += duration }
  }

  func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      state.waits.append(duration)
      state.now += duration
    }
  }
}
