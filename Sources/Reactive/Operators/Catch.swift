extension ObservableType {
  /// On error, continues with the sequence `handler` returns for it. Put a `catch` *inside* a
  /// `flatMapLatest` to keep the outer trigger alive after a failed request.
  @inlinable
  public func `catch`(_ handler: @escaping @Sendable (any Error) -> Observable<Element>)
    -> Observable<Element>
  {
    Observable(unsafeSubscribe: { observer in
      let upstream = SingleAssignmentDisposable()
      let recovery = SerialDisposable()
      upstream.setDisposable(
        self.subscribe(
          AnyObserver { event in
            guard case .error(let error) = event else {
              observer.on(event)
              return
            }
            recovery.replace(with: handler(error).subscribe(observer))
          }))
      return Disposables.create(upstream, recovery)
    })
  }

  /// On error, emits `element` and completes.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> where Element: Sendable {
    `catch` { _ in .just(element) }
  }
}
