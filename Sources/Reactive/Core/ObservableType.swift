/// A push-based sequence that observers subscribe to.
///
/// Grammar: `next* (error | completed)?`. Every implementation in this package delivers no
/// event after a terminal one and none after its subscription is disposed, and serializes the
/// events it delivers to one observer. Events arrive on the thread of the source unless an
/// operator such as `observe(on:)` moves them.
public protocol ObservableType<Element>: ObservableConvertibleType {
  /// Subscribes `observer`; the returned disposable ends the subscription.
  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable
}

extension ObservableType {
  /// Wraps this sequence in an `Observable` whose subscriptions subscribe to it directly.
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in self.subscribe(observer) })
  }

  /// Subscribes any `ObserverType`.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subscribe(AnyObserver { observer.on($0) })
  }
}
