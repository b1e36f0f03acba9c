import CleanPrimitives
import CleanReactive

/// A scheduler with a virtual clock, for deterministic tests without sleeps.
///
/// Time is counted in ticks; one tick is one millisecond of `Duration` (so
/// `debounce(.milliseconds(300), scheduler:)` waits 300 ticks). Nothing runs until `start()`,
/// `advance(to:)` or `advance(by:)` is called; work due at the same tick runs in the order it
/// was scheduled. Threading: meant to be driven from one thread (the test's); scheduling from
/// other threads is safe but only runs when the test advances the clock.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
  private struct Item {
    let time: Int
    let sequence: Int
    let action: () -> Void
    let cancelled: BooleanDisposable
  }

  private struct State: @unchecked Sendable {  // only touched under `state`'s lock
    var clock: Int
    var sequence = 0
    var items: [Item] = []
  }

  private let state: Locked<State>

  /// Creates a scheduler whose clock starts at `initialClock` ticks.
  public init(initialClock: Int = 0) {
    state = Locked(State(clock: initialClock))
  }

  /// The virtual time, in ticks.
  public var clock: Int { state.withLock { $0.clock } }

  /// The virtual clock as a duration: `clock` milliseconds.
  public var now: Duration { .milliseconds(clock) }

  /// Converts a duration to ticks, rounding up so that a positive delay never runs "now".
  public static func ticks(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let perTick: Int64 = 1_000_000_000_000_000
    let rounded = attoseconds / perTick + (attoseconds % perTick > 0 ? 1 : 0)
    return Int(seconds * 1000 + rounded)
  }

  /// Queues `action` for the current tick; it runs when the test next starts or advances the
  /// clock. Disposing the result before then cancels it.
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    scheduleAt(clock, action: action)
  }

  /// Queues `action` for `delay` from now, rounded up to whole ticks (a negative delay counts as
  /// zero); it runs when the test advances the clock that far. Disposing the result before then
  /// cancels it.
  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
    -> any Disposable
  {
    scheduleAt(clock + max(0, Self.ticks(delay)), action: action)
  }

  /// Runs `action` when the virtual clock reaches `time` (at once in the run loop if already past).
  @discardableResult
  public func scheduleAt(_ time: Int, action: @escaping () -> Void) -> any Disposable {
    let cancelled = BooleanDisposable()
    state.withLock { state in
      state.items.append(
        Item(time: time, sequence: state.sequence, action: action, cancelled: cancelled))
      state.sequence += 1
    }
    return cancelled
  }

  /// Runs everything scheduled, including work scheduled while running, until nothing is left.
  public func start() {
    while runNext(upTo: nil) {}
  }

  /// Runs everything due up to and including `time`, then sets the clock to `time`.
  public func advance(to time: Int) {
    while runNext(upTo: time) {}
    state.withLock { $0.clock = max($0.clock, time) }
  }

  /// Advances the clock by `ticks`.
  public func advance(by ticks: Int) {
    advance(to: clock + ticks)
  }

  private func runNext(upTo limit: Int?) -> Bool {
    let next = state.withLock { state -> Item? in
      guard
        let index = state.items.indices.min(by: {
          (state.items[$0].time, state.items[$0].sequence)
            < (state.items[$1].time, state.items[$1].sequence)
        })
      else { return nil }
      let item = state.items[index]
      if let limit, item.time > limit { return nil }
      state.items.remove(at: index)
      state.clock = max(state.clock, item.time)
      return item
    }
    guard let next else { return false }
    if !next.cancelled.isDisposed { next.action() }
    return true
  }
}
