extension ObservableType {
  /// On each element, combines it with the latest element of `second` (dropping it if `second`
  /// has not emitted yet). Completes with `self`; an error from either, or thrown by
  /// `resultSelector`, ends it. As in RxSwift, `second` completing only ends `second`'s
  /// subscription (its latest element stays in use). On a terminal event both subscriptions are
  /// disposed at once, and nothing is forwarded afterwards.
  ///
  /// Threading: an element of `second` only updates a slot under a short lock and never waits for
  /// downstream code, so a screen may feed its own state back as `second` (load-more reading the
  /// current page) from any thread without deadlock. `resultSelector` runs under that lock: keep
  /// it a pure function.
  @inlinable
  public func withLatestFrom<Second: ObservableConvertibleType, Result>(
    _ second: Second,
    resultSelector: @escaping @Sendable (Element, Second.Element) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let serializer = Serializer.forwarding(
        state: WithLatestFromState<Second.Element>(), to: observer)
      let first = SingleAssignmentDisposable()
      let secondSubscription = SingleAssignmentDisposable()
      @Sendable func stop(_ event: Event<Result>) {
        let isFirst: Bool = serializer.stop(sending: event)
        if isFirst {
          first.dispose()
          secondSubscription.dispose()
        }
      }
      secondSubscription.setDisposable(
        second.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element):
              serializer.update { state in
                if !state.isSecondDone { state.latest = element }
              }
            case .error(let error):
              let isLive = serializer.read { !$0.isSecondDone }
              if isLive { stop(.error(error)) }
            case .completed:
              let isFirst: Bool = serializer.update { state in
                defer { state.isSecondDone = true }
                return !state.isSecondDone
              }
              if isFirst { secondSubscription.dispose() }
            }
          }))
      first.setDisposable(
        source.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element):
              let failure: (any Error)? = serializer.perform { state, outbox in
                guard !state.isStopped, let latest = state.latest else { return nil }
                do {
                  outbox.send(.next(try resultSelector(element, latest)))
                  return nil
                } catch {
                  return error
                }
              }
              if let failure { stop(.error(failure)) }
            case .error(let error): stop(.error(error))
            case .completed: stop(.completed)
            }
          }))
      return Disposables.create(Disposables.create(first, secondSubscription), serializer)
    })
  }

  /// On each element, emits the latest element of `second` (nothing while `second` has not
  /// emitted yet). Contract as `withLatestFrom(_:resultSelector:)`.
  @inlinable
  public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<
    Second.Element
  > {
    withLatestFrom(second) { _, latest in latest }
  }
}

/// The state of one `withLatestFrom` subscription.
@usableFromInline
struct WithLatestFromState<Value>: StoppableState {
  @usableFromInline var latest: Value?
  @usableFromInline var isStopped = false
  /// Whether `second` terminated (its later events are ignored).
  @usableFromInline var isSecondDone = false
  @inlinable init() {}
}
