extension Observable where Element == Int {
  /// Emits `0` once `dueTime` has passed on `scheduler`, then completes. Disposing before then
  /// cancels the timer. Threading: the element is delivered on `scheduler`.
  @inlinable
  public static func timer(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Int> {
    Observable(unsafeSubscribe: { observer in
      // Disposing what `schedule` returns cancels the action (the `SchedulerType` contract).
      scheduler.schedule(after: dueTime) {
        observer.on(.next(0))
        observer.on(.completed)
      }
    })
  }
}
