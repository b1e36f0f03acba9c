extension ObservableType {
  /// Subscribes to this sequence only once `dueTime` has passed on `scheduler`, then mirrors it
  /// (RxSwift's `delaySubscription`). Disposing before then cancels the subscription.
  ///
  /// Threading: the subscription is made on `scheduler`, so events arrive on whatever thread
  /// this sequence emits on from there. Errors: passed through; a terminal event disposes the
  /// source subscription at once, and nothing sent after it is forwarded.
  public func delaySubscription(_ dueTime: Duration, scheduler: some SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = ForwardingSink(observer)
      let timer = scheduler.schedule(after: dueTime) {
        sink.setUpstream(
          source.subscribe(
            AnyObserver { event in
              // As RxSwift's `Sink.forwardOn`: nothing once disposed, even while the source is
              // still being subscribed (`startWith(x)` opening a `skip(until:)` gate).
              if sink.isDisposed { return }
              switch event {
              case .next(let element): sink.forward(element)
              case .error(let error): sink.finish(error)
              case .completed: sink.finish(nil)
              }
            }))
      }
      return Disposables.create(timer, sink)
    })
  }
}
