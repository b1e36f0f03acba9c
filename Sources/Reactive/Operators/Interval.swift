import CleanPrimitives

extension Observable where Element == Int {
  /// Emits `0, 1, 2, …`, one every `period` on `scheduler`, the first one `period` after
  /// subscription; never completes. Each tick is scheduled with `schedule(after:)` when the
  /// previous one starts, before it emits (as RxSwift's periodic timer), so a `TestScheduler`
  /// drives it in virtual time. Deliberate difference: RxSwift uses a periodic timer; here, on a
  /// real scheduler, each tick may lag by the scheduler's latency and the lags add up (no
  /// catch-up bursts after a stall either).
  ///
  /// Error contract: a `period` that is not positive fails at once with
  /// `ReactiveError.nonPositivePeriod` (RxSwift would spin). Disposing cancels the pending tick.
  /// Threading: elements are delivered on `scheduler`.
  @inlinable
  public static func interval(_ period: Duration, scheduler: some SchedulerType)
    -> Observable<Int>
  {
    guard period > .zero else { return .error(ReactiveError.nonPositivePeriod) }
    return Observable(unsafeSubscribe: { observer in
      let pending = SerialDisposable()
      let emitted = Locked(0)
      @Sendable func tick() {
        pending.replace(
          with: scheduler.schedule(after: period) {
            let index = emitted.withLock { count in
              defer { count += 1 }
              return count
            }
            tick()  // as RxSwift's periodic timer: the next tick is scheduled before this one emits
            observer.on(.next(index))
          })
      }
      tick()
      return pending
    })
  }
}
