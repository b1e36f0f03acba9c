extension ObservableType {
  /// Subscribes closures. `onDisposed` runs once, after a terminal event or on disposal.
  ///
  /// An error with no `onError` is dropped here by your choice: prefer `catch` or a trait
  /// (`Driver`, `Signal`) upstream so that errors are handled where they can be.
  @inlinable
  public func subscribe(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onError: (@Sendable (any Error) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> any Disposable {
    guard let onDisposed else {
      return subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element): onNext?(element)
          case .error(let error): onError?(error)
          case .completed: onCompleted?()
          }
        })
    }
    let disposed = AnonymousDisposable(onDisposed)
    let upstream = subscribe(
      AnyObserver { event in
        switch event {
        case .next(let element): onNext?(element)
        case .error(let error):
          onError?(error)
          disposed.dispose()
        case .completed:
          onCompleted?()
          disposed.dispose()
        }
      })
    return Disposables.create(upstream, disposed)
  }

  /// Subscribes one closure to `.next` events only: the fastest path.
  @inlinable
  public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
    // A fused chain of element-wise stages delivers straight into `onNext` from its last stage:
    // no observer closure and no `Event` per element. Terminal events need no delivery here.
    // On the trampoline, as any `Observable.subscribe`: `from` / `of` start once the chain is wired.
    if let fused = self as? TransformObservable<Element> {
      return Trampoline.subscribe {
        let sink = OperatorSink()
        sink.setUpstream(fused.connect(sink, onNext))
        return sink
      }
    }
    return subscribe(
      AnyObserver { event in
        if case .next(let element) = event { onNext(element) }
      })
  }
}
