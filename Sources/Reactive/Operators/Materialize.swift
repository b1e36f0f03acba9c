extension ObservableType {
  /// Turns every event, terminal ones included, into an element; then completes. An error
  /// becomes a value you can route (the error-survival idiom without `catch`).
  ///
  /// The source's terminal event is delivered as an element, followed by one `completed`, and
  /// disposes the source at once; anything a misbehaving source sends after it is dropped.
  /// Threading: delivers on the source's thread.
  @inlinable
  public func materialize() -> Observable<Event<Element>> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = ForwardingSink(observer)
      sink.setUpstream(
        source.subscribe(
          AnyObserver { event in
            if sink.isStopped { return }
            sink.downstream.on(.next(event))
            if event.isStopEvent { sink.finish(nil) }
          }))
      return sink
    })
  }
}
