extension ObservableType {
  /// On each element, combines it with the latest element of `second` (dropping it if `second`
  /// has not emitted yet). Completes with `self`; an error from either ends it.
  ///
  /// Threading: an element of `second` only updates a slot under a short lock and never waits for
  /// downstream code, so a screen may feed its own state back as `second` (load-more reading the
  /// current page) from any thread without deadlock. `resultSelector` runs under that lock: keep
  /// it a pure function.
  @inlinable
  public func withLatestFrom<Second: ObservableConvertibleType, Result>(
    _ second: Second,
    resultSelector: @escaping @Sendable (Element, Second.Element) -> Result
  ) -> Observable<Result> {
    Observable(unsafeSubscribe: { observer in
      let serializer = Serializer.forwarding(
        state: WithLatestFromState<Second.Element>(), to: observer)
      let subscriptions = CompositeDisposable()
      @Sendable func stop(_ event: Event<Result>) {
        let isFirst: Bool = serializer.perform { state, outbox in
          if state.isStopped { return false }
          state.isStopped = true
          outbox.send(event)
          return true
        }
        if isFirst { subscriptions.dispose() }
      }
      subscriptions.insert(
        second.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element): serializer.update { state in state.latest = element }
            case .error(let error): stop(.error(error))
            case .completed: break
            }
          }))
      subscriptions.insert(
        self.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element):
              serializer.perform { state, outbox in
                guard !state.isStopped, let latest = state.latest else { return }
                outbox.send(.next(resultSelector(element, latest)))
              }
            case .error(let error): stop(.error(error))
            case .completed: stop(.completed)
            }
          }))
      return Disposables.create(subscriptions, serializer)
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

/// The state of one `withLatestFrom` subscription.
@usableFromInline
struct WithLatestFromState<Value> {
  @usableFromInline var latest: Value?
  @usableFromInline var isStopped = false
  @inlinable init() {}
}
