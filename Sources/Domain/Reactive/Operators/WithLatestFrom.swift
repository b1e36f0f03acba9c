extension ObservableType {
  /// On each element, combines it with the latest element of `second` (dropping it if `second`
  /// has not emitted yet). Completes with `self`; an error from either ends it.
  @inlinable
  public func withLatestFrom<Second: ObservableConvertibleType, Result>(
    _ second: Second,
    resultSelector: @escaping @Sendable (Element, Second.Element) -> Result
  ) -> Observable<Result> {
    Observable(unsafeSubscribe: { observer in
      let lock = RecursiveLock()
      let latest = LatestValue<Second.Element>()
      let stopped = BooleanDisposable()
      let subscriptions = CompositeDisposable()
      @Sendable func stop(_ event: Event<Result>) {
        lock.withLock {
          if stopped.isDisposed { return }
          stopped.dispose()
          observer.on(event)
        }
        subscriptions.dispose()
      }
      subscriptions.insert(
        second.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element): lock.withLock { latest.value = element }
            case .error(let error): stop(.error(error))
            case .completed: break
            }
          }))
      subscriptions.insert(
        self.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element):
              lock.withLock {
                guard !stopped.isDisposed, let value = latest.value else { return }
                observer.on(.next(resultSelector(element, value)))
              }
            case .error(let error): stop(.error(error))
            case .completed: stop(.completed)
            }
          }))
      return Disposables.create(subscriptions, stopped)
    })
  }

  /// On each element, emits the latest element of `second`.
  @inlinable
  public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<
    Second.Element
  > {
    withLatestFrom(second) { _, latest in latest }
  }
}

/// A mutable slot guarded by the lock of the operator that owns it.
@usableFromInline
final class LatestValue<Value>: @unchecked Sendable {
  @usableFromInline var value: Value?
  @inlinable init() {}
}
