extension Infallible {
  /// Transforms each element; `transform` cannot throw, so the result cannot fail either.
  /// Threading: the source's thread.
  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result)
    -> Infallible<Result>
  {
    Infallible<Result>(unchecked: source.map(transform))
  }

  /// Transforms each element and drops the `nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible<Result>(unchecked: source.compactMap(transform))
  }

  /// Keeps the elements `isIncluded` accepts.
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
    Infallible(unchecked: source.filter(isIncluded))
  }

  /// Drops elements equal to the one before them.
  @inlinable
  public func distinctUntilChanged() -> Infallible<Element> where Element: Equatable {
    Infallible(unchecked: source.distinctUntilChanged())
  }

  /// Drops elements whose `key` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Key: Equatable & Sendable>(
    _ key: @escaping @Sendable (Element) -> Key
  ) -> Infallible<Element> {
    Infallible(unchecked: source.distinctUntilChanged(key))
  }

  /// Drops elements that `isEqual` finds equal to the one before them.
  @inlinable
  public func distinctUntilChanged(_ isEqual: @escaping @Sendable (Element, Element) -> Bool)
    -> Infallible<Element>
  {
    Infallible(unchecked: source.distinctUntilChanged(isEqual))
  }

  /// Emits `elements` first, synchronously while subscribing, then the sequence's own events
  /// (as `ObservableType.startWith`).
  @inlinable
  public func startWith(_ elements: Element...) -> Infallible<Element> where Element: Sendable {
    let source = self.source
    return Infallible(
      unchecked: Observable(unsafeSubscribe: { observer in
        for element in elements { observer.on(.next(element)) }
        return source.subscribe(observer)
      }))
  }
}

extension Infallible {
  /// Emits the running accumulation, mutating the state in place: `accumulator` cannot throw,
  /// so the result cannot fail either (as `ObservableType.scan(into:accumulator:)`). Each
  /// subscription starts again from `seed`. Threading: the source's thread.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate,
    accumulator: @escaping @Sendable (inout Accumulate, Element) -> Void
  ) -> Infallible<Accumulate> {
    Infallible<Accumulate>(unchecked: source.scan(into: seed, accumulator: accumulator))
  }

  /// Emits the running accumulation: `accumulator(seed, first)`, then that with the second
  /// element, and so on (as `ObservableType.scan(_:accumulator:)`). Each subscription starts
  /// again from `seed`. Threading: the source's thread.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
  ) -> Infallible<Accumulate> {
    Infallible<Accumulate>(unchecked: source.scan(seed, accumulator: accumulator))
  }
}
