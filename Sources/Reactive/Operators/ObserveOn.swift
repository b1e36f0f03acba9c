extension ObservableType {
  /// Delivers every event through `scheduler`, in order. After disposal nothing more is
  /// delivered, even events already queued.
  @inlinable
  public func observe(on scheduler: some SchedulerType) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let disposed = BooleanDisposable()
      let upstream = self.subscribe(
        AnyObserver { event in
          let box = UncheckedSendable(event)  // handed to the scheduler, read once there
          _ = scheduler.schedule {
            if !disposed.isDisposed { observer.on(box.value) }
          }
        })
      return Disposables.create(upstream, disposed)
    })
  }
}
