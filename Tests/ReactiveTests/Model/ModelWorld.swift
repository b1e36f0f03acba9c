/// The model's whole world for one program run: a virtual clock with RxTest's ordering (by time,
/// then by scheduling order), RxSwift's current-thread trampoline, and the shared `do` log.
///
/// Written for obviousness, not speed: single-threaded, no locks, arrays scanned linearly.
final class ModelWorld {
  private struct Item {
    let time: Int
    let sequence: Int
    let action: () -> Void
    let cancelled: ModelDisposable
  }

  private(set) var clock = 0
  private var sequence = 0
  private var items: [Item] = []
  /// Whether a subscription or a trampoline step is running (RxSwift's `isScheduleRequired`, negated).
  private var isTrampolineActive = false
  private var trampolineQueue: [() -> Void] = []
  /// Every `do` callback, in the order they ran.
  var log: [String] = []
  /// Whether `flatMapLatest` starts an inner sequence for an element that reaches it after it was
  /// disposed (from a subject's delivery in progress), and disposes it at once: RxSwift's
  /// `SwitchSink` does (`true`); the kernel deliberately does not (see `flatMapLatest`).
  var disposedSwitchStartsInner = true

  /// Runs `action` at `time`; disposing the result first cancels it.
  @discardableResult
  func schedule(at time: Int, _ action: @escaping () -> Void) -> ModelDisposable {
    let cancelled = ModelDisposable()
    items.append(Item(time: time, sequence: sequence, action: action, cancelled: cancelled))
    sequence += 1
    return cancelled
  }

  /// Runs `action` `delay` ticks from now (a `TestScheduler` without processing delay).
  @discardableResult
  func schedule(after delay: Int, _ action: @escaping () -> Void) -> ModelDisposable {
    schedule(at: clock + max(0, delay), action)
  }

  /// Runs everything scheduled, in time order, then scheduling order.
  func run() {
    while let index = items.indices.min(by: {
      (items[$0].time, items[$0].sequence) < (items[$1].time, items[$1].sequence)
    }) {
      let item = items.remove(at: index)
      clock = max(clock, item.time)
      if !item.cancelled.isDisposed { item.action() }
    }
  }

  /// RxSwift's `Producer.subscribe`: runs `body` at once, and when no trampoline was active on
  /// entry, every trampoline step queued meanwhile before returning.
  func trampolined(_ body: () -> ModelDisposable) -> ModelDisposable {
    if isTrampolineActive { return body() }
    isTrampolineActive = true
    let result = body()
    drainTrampoline()
    return result
  }

  /// `CurrentThreadScheduler.schedule`: queue when active, else run now and drain.
  func trampoline(_ step: @escaping () -> Void) {
    if isTrampolineActive {
      trampolineQueue.append(step)
      return
    }
    isTrampolineActive = true
    step()
    drainTrampoline()
  }

  private func drainTrampoline() {
    while !trampolineQueue.isEmpty { trampolineQueue.removeFirst()() }
    isTrampolineActive = false
  }
}
