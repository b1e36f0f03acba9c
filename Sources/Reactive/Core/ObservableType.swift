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
  /// Wraps this sequence in an `Observable` that enforces the grammar and, as RxSwift's
  /// `asObservable()` of a custom type, disposes this sequence's subscription at its terminal
  /// event (every operator subscribes its sources through this). Subjects and relays, which end
  /// their observers themselves, return a plain wrapper instead.
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }

  /// Subscribes any `ObserverType`.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subscribe(AnyObserver { observer.on($0) })
  }
}
