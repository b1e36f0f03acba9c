extension ObservableType {
  /// Mirrors this sequence until `other` emits an element, then completes and disposes both
  /// (for example: requests of a screen until it closes). An error from `other` ends this
  /// sequence with that error; `other` completing without an element changes nothing.
  ///
  /// `other` is subscribed first, so if it emits during subscription this sequence is never
  /// subscribed. Threading: events are serialized under a re-entrant lock.
  @inlinable
  public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let lock = RecursiveLock()
      let stopped = BooleanDisposable()  // read and set under `lock`
      let subscriptions = CompositeDisposable()
      @Sendable func stop(_ event: Event<Element>) {
        let isFirst: Bool = lock.withLock {
          if stopped.isDisposed { return false }
          stopped.dispose()
          observer.on(event)
          return true
        }
        if isFirst { subscriptions.dispose() }
      }
      subscriptions.insert(
        other.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next: stop(.completed)
            case .error(let error): stop(.error(error))
            case .completed: break
            }
          }))
      if stopped.isDisposed { return subscriptions }
      subscriptions.insert(
        self.subscribe(
          AnyObserver { event in
            if event.isStopEvent {
              stop(event)
              return
            }
            lock.withLock {
              if !stopped.isDisposed { observer.on(event) }
            }
          }))
      return Disposables.create(subscriptions, stopped)
    })
  }
}
