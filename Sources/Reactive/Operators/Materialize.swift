extension ObservableType {
  /// Turns every event, terminal ones included, into an element; then completes. An error
  /// becomes a value you can route (the error-survival idiom without `catch`).
  @inlinable
  public func materialize() -> Observable<Event<Element>> {
    Observable(unsafeSubscribe: { observer in
      self.subscribe(
        AnyObserver { event in
          observer.on(.next(event))
          if event.isStopEvent { observer.on(.completed) }
        })
    })
  }
}
