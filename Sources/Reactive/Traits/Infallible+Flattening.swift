extension Infallible {
  /// Maps each element to an inner sequence that cannot fail and mirrors only the latest one;
  /// contract as `ObservableType.flatMapLatest` (a new element disposes the previous inner).
  @inlinable
  public func flatMapLatest<Result>(
    _ selector: @escaping @Sendable (Element) -> Infallible<Result>
  ) -> Infallible<Result> {
    Infallible<Result>(unchecked: source.flatMapLatest(selector))
  }

  /// Maps an element to an inner sequence that cannot fail and mirrors it, ignoring the elements
  /// that arrive while it runs; contract as `ObservableType.flatMapFirst`.
  @inlinable
  public func flatMapFirst<Result>(
    _ selector: @escaping @Sendable (Element) -> Infallible<Result>
  ) -> Infallible<Result> {
    Infallible<Result>(unchecked: source.flatMapFirst(selector))
  }

  /// Maps each element to an inner sequence that cannot fail and merges them all; contract as
  /// `ObservableType.flatMap`.
  @inlinable
  public func flatMap<Result>(
    _ selector: @escaping @Sendable (Element) -> Infallible<Result>
  ) -> Infallible<Result> {
    Infallible<Result>(unchecked: source.flatMap(selector))
  }

  /// Merges the sources' elements as they arrive; completes when all have completed (at once
  /// for none). Contract as `Observable.merge(_:)`.
  @inlinable
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(unchecked: .merge(sources.map(\.source)))
  }

  /// Merges the sources' elements as they arrive. Contract as `merge(_:)` over an array.
  @inlinable
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    merge(sources)
  }
}
