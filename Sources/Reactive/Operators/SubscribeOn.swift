extension ObservableType {
  /// Subscribes to the source on `scheduler` (and disposes that subscription there too), so the
  /// source's side effects of subscription run there; where its events are delivered is up to
  /// the source (use `observe(on:)` to move them).
  ///
  /// Disposing before the scheduled subscription ran cancels it. Error contract: events pass
  /// through unchanged; as RxSwift, a terminal event ends the source subscription and nothing
  /// passes after disposal. In tests: our `TestScheduler` runs `schedule(_:)` work at the
  /// current tick, so a subscription made at 200 shows `200-…` where RxTest (which adds one
  /// tick to immediate work) shows `201-…`.
  @inlinable
  public func subscribe(on scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      // As RxSwift's `SubscribeOnSink`: nothing passes after disposal, and a terminal event
      // ends the subscription (disposed on `scheduler`, like any disposal).
      let sink = CreateSink(observer)
      let scheduled = scheduler.schedule {
        let subscription = source.subscribe(AnyObserver { sink.on($0) })
        sink.setProducer(Disposables.create { _ = scheduler.schedule { subscription.dispose() } })
      }
      return Disposables.create(scheduled, sink)
    })
  }
}
