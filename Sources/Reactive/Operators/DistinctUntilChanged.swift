extension ObservableType {
  /// Drops elements whose key (by `keySelector`) `comparer` finds equal to the previous
  /// forwarded element's key. Either closure may throw: the error becomes the sequence's error
  /// (and disposes the source at once). As in RxSwift, the key of the last forwarded element is
  /// kept, so `keySelector` runs once per element.
  ///
  /// Threading: the last key is only touched by the source's serialized events.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping @Sendable (Element) throws -> Key,
    comparer: @escaping @Sendable (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    appending(DistinctStage(keySelector: keySelector, comparer: comparer))
  }

  /// Drops elements equal (by `isEqual`) to the one before them. An error `isEqual` throws
  /// ends the sequence; contract as `distinctUntilChanged(_:comparer:)`.
  @inlinable
  public func distinctUntilChanged(
    _ isEqual: @escaping @Sendable (Element, Element) throws -> Bool
  ) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: isEqual)
  }

  /// Drops elements equal to the one before them. Contract as
  /// `distinctUntilChanged(_:comparer:)`.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> where Element: Equatable {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }

  /// Drops elements whose `key` equals the previous element's. An error `key` throws ends the
  /// sequence; contract as `distinctUntilChanged(_:comparer:)`.
  @inlinable
  public func distinctUntilChanged<Key: Equatable & Sendable>(
    _ key: @escaping @Sendable (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(key, comparer: { $0 == $1 })
  }
}

/// `distinctUntilChanged` as a fused stage: the last forwarded key is per-subscription state.
@usableFromInline
struct DistinctStage<Element, Key>: ElementStage {
  @usableFromInline let keySelector: @Sendable (Element) throws -> Key
  @usableFromInline let comparer: @Sendable (Key, Key) throws -> Bool

  @inlinable
  init(
    keySelector: @escaping @Sendable (Element) throws -> Key,
    comparer: @escaping @Sendable (Key, Key) throws -> Bool
  ) {
    self.keySelector = keySelector
    self.comparer = comparer
  }

  @inlinable func makeState() -> StageState<Key?> { StageState(nil) }

  @inlinable
  func push(
    _ input: Element, state: StageState<Key?>, sink: OperatorSink, next: (Element) throws -> Void
  ) throws {
    let key = try keySelector(input)
    if let previous = state.value, try comparer(previous, key) { return }
    state.value = key
    try next(input)
  }
}
