import CleanReactive

extension SharedSequence where Strategy == SignalSharingStrategy {
  /// Binds a main-actor view to this signal: calls `onNext` with `object` and each event, on
  /// the main actor, while `object` is alive. `object` is held weakly (no `[weak self]`
  /// needed); after it is gone, events are dropped.
  ///
  /// ```swift
  /// @MainActor final class SearchScreen {
  ///   let disposeBag = DisposeBag()
  ///   func alert(_ error: APIError) { /* present it */ }
  ///   func bind(_ output: PlayerSearchViewModel.Output) {
  ///     output.searchError.emit(with: self) { screen, error in screen.alert(error) }
  ///       .disposed(by: disposeBag)
  ///   }
  /// }
  /// ```
  ///
  /// Elements must be `Sendable`: they cross from the delivering queue to the main actor.
  ///
  /// Threading: asserts main-actor isolation for each event.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object, onNext: @escaping @MainActor (Object, Element) -> Void
  ) -> any Disposable where Element: Sendable {
    subscribeOnMainActor(with: object, onNext)
  }

  /// Calls the main-actor `onNext` with each event, asserting main-actor isolation.
  @inlinable
  public func emit(onMainActor onNext: @escaping @MainActor (Element) -> Void) -> any Disposable
  where Element: Sendable {
    subscribeOnMainActor(onNext)
  }

  /// Forwards every event to `observer` (a signal never fails; it may complete).
  @inlinable
  public func emit<Observer: ObserverType>(to observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// Feeds every event into `relay`, which then holds the latest one.
  @inlinable
  public func emit(to relay: BehaviorRelay<Element>) -> any Disposable {
    source.subscribe(onNext: { relay.accept($0) })
  }
}
