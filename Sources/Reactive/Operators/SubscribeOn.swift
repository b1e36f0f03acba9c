extension ObservableType {
  /// Subscribes to the source on `scheduler` (and disposes that subscription there too), so the
  /// source's side effects of subscription run there; where its events are delivered is up to
  /// the source (use `observe(on:)` to move them).
  ///
  /// Disposing before the scheduled subscription ran cancels it. Error contract: events pass
  /// through unchanged. Deliberate difference visible in tests: our `TestScheduler` runs
  /// `schedule(_:)` work at the current tick, so the subscription interval is `200-1000` where
  /// RxTest (which adds one tick) shows `201-1001`.
  @inlinable
  public func subscribe(on scheduler: some SchedulerType) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let subscription = SingleAssignmentDisposable()
      let scheduled = scheduler.schedule {
        subscription.setDisposable(self.subscribe(observer))
      }
      return Disposables.create {
        scheduled.dispose()
        _ = scheduler.schedule { subscription.dispose() }
      }
    })
  }
}
