extension ObservableType {
  /// Runs side effects for each event, on subscription and on disposal, without changing the
  /// sequence. `onDispose` runs once per subscription, after a terminal event or on disposal.
  @inlinable
  public func `do`(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onError: (@Sendable (any Error) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      onSubscribe?()
      let disposed = onDispose.map { AnonymousDisposable($0) }
      let upstream = self.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element): onNext?(element)
          case .error(let error): onError?(error)
          case .completed: onCompleted?()
          }
          observer.on(event)
          if event.isStopEvent { disposed?.dispose() }
        })
      guard let disposed else { return upstream }
      return Disposables.create(upstream, disposed)
    })
  }
}
