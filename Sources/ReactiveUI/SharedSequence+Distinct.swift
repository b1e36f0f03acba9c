import CleanReactive

extension SharedSequence {
  /// Drops elements equal to the one before them; the result is a trait of the same kind (as
  /// RxCocoa's): a `Driver` projection of a state emits on changes only
  /// (`output.state.map(\.isLoading).distinctUntilChanged()`). Each subscriber compares with the
  /// element it received before (a `Driver`'s replayed one included). Threading: the main queue
  /// (or the mocked `SharingScheduler`), as its source.
  @inlinable
  public func distinctUntilChanged() -> SharedSequence where Element: Equatable {
    SharedSequence(unchecked: source.distinctUntilChanged())
  }

  /// Drops elements whose `key` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Key: Equatable & Sendable>(
    _ key: @escaping @Sendable (Element) -> Key
  ) -> SharedSequence {
    SharedSequence(unchecked: source.distinctUntilChanged(key))
  }

  /// Drops elements that `isEqual` finds equal to the one before them.
  @inlinable
  public func distinctUntilChanged(_ isEqual: @escaping @Sendable (Element, Element) -> Bool)
    -> SharedSequence
  {
    SharedSequence(unchecked: source.distinctUntilChanged(isEqual))
  }
}
