import CleanReactive

extension SharedSequence where Strategy == DriverSharingStrategy {
  /// Binds a main-actor view to this driver: calls `onNext` with `object` and each element, on
  /// the main actor, while `object` is alive. `object` is held weakly, so the binding neither
  /// keeps a view alive nor needs `[weak self]`; after it is gone, elements are dropped.
  ///
  /// ```swift
  /// @MainActor final class SearchScreen {
  ///   let disposeBag = DisposeBag()
  ///   func spinner(_ isLoading: Bool) { /* show or hide it */ }
  ///   func bind(_ output: PlayerSearchViewModel.Output) {
  ///     output.isLoading.drive(with: self) { screen, isLoading in screen.spinner(isLoading) }
  ///       .disposed(by: disposeBag)
  ///   }
  /// }
  /// ```
  ///
  /// Elements must be `Sendable`: they cross from the delivering queue to the main actor.
  ///
  /// Threading: asserts main-actor isolation for each element (see `SharingScheduler` for
  /// tests: drive the `TestScheduler` from a `@MainActor` test).
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object, onNext: @escaping @MainActor (Object, Element) -> Void
  ) -> any Disposable where Element: Sendable {
    subscribeOnMainActor(with: object, onNext)
  }

  /// Calls the main-actor `onNext` with each element, asserting main-actor isolation: the
  /// `MainActor.assumeIsolated` every view binding would otherwise repeat.
  @inlinable
  public func drive(onMainActor onNext: @escaping @MainActor (Element) -> Void) -> any Disposable
  where Element: Sendable {
    subscribeOnMainActor(onNext)
  }

  /// Forwards every event to `observer` (a driver never fails; it may complete).
  @inlinable
  public func drive<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }
}
