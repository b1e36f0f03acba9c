import CleanData
import CleanPrimitives

/// A `BackoffClock` on virtual time: `sleep(for:)` records the wait and moves `now` forward at
/// once — no real sleep. `advance(by:)` lets a stub session spend virtual time in an attempt.
/// Pass it as the `clock:` of `DefaultDataTransferService.live(…)` or `DefaultNetworkService` to
/// test a retry policy's waits and the deadline without waiting.
///
/// The deadline too is virtual: over a session that is not a `DefaultNetworkSession` (a stub, a
/// scripted session), a request ends with `.transport(.timedOut)` only once `now` has passed its
/// deadline (`sleep(until:)`), never because the machine was too busy to run the test in time.
/// A session that never answers therefore never times out on this clock: cancel the request,
/// or test that deadline on `SystemBackoffClock`.
///
/// Threading: thread-safe; `sleep(for:)` and `sleep(until:)` throw `CancellationError` when the
/// task is cancelled.
public final class VirtualBackoffClock: BackoffClock {
  private struct Sleeper {
    let deadline: ContinuousClock.Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: ContinuousClock.Instant
    var waits: [Duration] = []
    var sleepers: [Int: Sleeper] = [:]
    var nextSleeper = 0
    /// Sleepers about to register; one cancelled before it registered is no longer here.
    var arriving: Set<Int> = []

    /// Moves `now` forward and takes the sleepers whose deadline it passed.
    mutating func advance(by duration: Duration) -> [Sleeper] {
      now += duration
      let due = sleepers.filter { $0.value.deadline < now }
      for id in due.keys { sleepers[id] = nil }
      return Array(due.values)
    }
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
    let due = state.withLock { $0.advance(by: duration) }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Records the wait and moves `now` forward by it, at once.
  public func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    let due = state.withLock { state in
      state.waits.append(duration)
      return state.advance(by: duration)
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Returns once `now` has passed `deadline` (at once if it already has), by a wait or an
  /// advance of this clock; throws `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: ContinuousClock.Instant) async throws {
    enum Registration {
      case waiting, passed, cancelled
    }
    let id = state.withLock { state in
      defer { state.nextSleeper += 1 }
      state.arriving.insert(state.nextSleeper)
      return state.nextSleeper
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let registration = state.withLock { state -> Registration in
          guard state.arriving.remove(id) != nil else { return .cancelled }
          if state.now > deadline { return .passed }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return .waiting
        }
        switch registration {
        case .waiting: break  // resumed by a wait or an advance past the deadline, or a cancel
        case .passed: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        if state.arriving.remove(id) != nil { return nil }  // it throws as it registers
        return state.sleepers.removeValue(forKey: id)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }
}
