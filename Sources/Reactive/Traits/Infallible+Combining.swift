extension Infallible {
  /// Combines the latest elements of two infallible sources with `resultSelector` whenever
  /// either emits, once both have emitted; `resultSelector` cannot throw, so the result cannot
  /// fail either. Completion and threading as `Observable.combineLatest(_:_:resultSelector:)`:
  /// it completes when both have completed, and delivers on the thread of the source that
  /// emitted, one event at a time.
  @inlinable
  public static func combineLatest<First, Second>(
    _ first: Infallible<First>, _ second: Infallible<Second>,
    resultSelector: @escaping @Sendable (First, Second) -> Element
  ) -> Infallible<Element> {
    Infallible(
      unchecked: .combineLatest(first.source, second.source, resultSelector: resultSelector))
  }
}
