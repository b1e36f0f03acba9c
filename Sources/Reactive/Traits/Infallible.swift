/// A sequence that never fails: `next* completed?`, never an error. The shape of an output that
/// cannot fail — a relay, a use case's error events, a loading flag, a request whose failure was
/// routed elsewhere — so that its type says so and a subscriber writes no error handling it
/// would never run (RxSwift's `Infallible`).
///
/// No error can get in: every way to build one — `create` (whose observer takes only
/// `InfallibleEvent`), `just`/`empty`/`never`, the `asInfallible(onError…)` conversions, which
/// say what an error becomes, and a relay's `asInfallible()` — leaves none, and its operators
/// take closures that cannot throw. Unlike a `Driver` or `Signal` it neither shares nor replays
/// nor moves to the main queue: it behaves as the `Observable` it wraps (cold unless that one is
/// hot). `asObservable()` returns that observable, for the operators of `Observable`.
///
/// Threading: events are delivered on the thread of the sequence it wraps.
public struct Infallible<Element>: ObservableConvertibleType {
  @usableFromInline
  let source: Observable<Element>

  /// Wraps a sequence that cannot fail; for this module's own conversions only.
  @inlinable
  init(unchecked source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain observable (its elements and completion; never an error).
  @inlinable
  public func asObservable() -> Observable<Element> { source }

  /// Subscribes closures to the elements and the completion. `onDisposed` runs once, after the
  /// completion or on disposal. There is no `onError`: the sequence cannot fail.
  @inlinable
  public func subscribe(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> any Disposable {
    source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes one closure to the elements: the fastest path (as `ObservableType`'s).
  @inlinable
  public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
    source.subscribe(onNext: onNext)
  }

  /// Subscribes `observer` (a `TestableObserver`, an `AnyObserver`): it receives the elements and
  /// the completion, never an error.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// Subscribes `on` to every event: each element, then the completion.
  @inlinable
  public func subscribe(_ on: @escaping @Sendable (InfallibleEvent<Element>) -> Void)
    -> any Disposable
  {
    source.subscribe(
      AnyObserver { event in
        switch event {
        case .next(let element): on(.next(element))
        case .completed: on(.completed)
        case .error(let error):
          // Unreachable: nothing that builds an `Infallible` lets an error in.
          assertionFailure("an Infallible failed: \(error)")
        }
      })
  }
}
