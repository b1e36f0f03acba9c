extension ObservableType {
  /// Delivers every event through `scheduler`, in order. After disposal nothing more is
  /// delivered, even events already queued. As in RxSwift, events a source sends after its
  /// terminal event are ignored, and the source subscription is disposed once the terminal
  /// event has been delivered.
  @inlinable
  public func observe(on scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let disposed = BooleanDisposable()
      let upstream = SingleAssignmentDisposable()
      let sourceTerminations = AtomicCounter(0)
      upstream.setDisposable(
        source.subscribe(
          AnyObserver { event in
            if event.isStopEvent {
              if sourceTerminations.exchange(1) != 0 { return }
            } else if sourceTerminations.value != 0 {
              return
            }
            let box = UncheckedSendable(event)  // handed to the scheduler, read once there
            _ = scheduler.schedule {
              if disposed.isDisposed { return }
              observer.on(box.value)
              if box.value.isStopEvent { upstream.dispose() }
            }
          }))
      return Disposables.create(upstream, disposed)
    })
  }
}
