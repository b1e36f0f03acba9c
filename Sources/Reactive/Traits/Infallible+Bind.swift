extension Infallible {
  /// Accepts every element into each of `relays`; the completion is ignored (a relay cannot
  /// carry it). Nothing can go wrong: the sequence cannot fail.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    source.subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts every element into each of `relays`; the completion is ignored.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    source.subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Forwards every event — the elements and the completion, never an error — to each of
  /// `observers`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(AnyObserver { event in for observer in observers { observer.on(event) } })
  }
}
