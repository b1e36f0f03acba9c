extension Observable where Element == Int {
  /// Emits `0` once `dueTime` has passed on `scheduler`, then completes. Disposing before then
  /// cancels the timer; disposing while the element is delivered (a `take(1)` downstream, say)
  /// drops the completion, as RxSwift's `TimerOneOffSink`, which sends nothing once disposed.
  /// Threading: the element is delivered on `scheduler`.
  @inlinable
  public static func timer(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Int> {
    Observable(unsafeSubscribe: { observer in
      let disposed = BooleanDisposable()
      // Disposing what `schedule` returns cancels the action (the `SchedulerType` contract).
      let scheduled = scheduler.schedule(after: dueTime) {
        if disposed.isDisposed { return }
        observer.on(.next(0))
        if disposed.isDisposed { return }
        observer.on(.completed)
      }
      return Disposables.create(disposed, scheduled)
    })
  }
}
