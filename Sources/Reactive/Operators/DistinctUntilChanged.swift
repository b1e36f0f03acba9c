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
    @Sendable func isRepeated(_ element: Element, _ last: StageState<Key?>) throws -> Bool {
      let key = try keySelector(element)
      if let previous = last.value, try comparer(previous, key) { return true }
      last.value = key
      return false
    }
    return appendingStage(
      { _, push in
        let last = StageState<Key?>(nil)
        return { element in
          if try !isRepeated(element, last) { try push(element) }
        }
      },
      last: { sink in
        let last = StageState<Key?>(nil)
        return { element in
          if try !isRepeated(element, last) { sink.downstream.on(.next(element)) }
        }
      })
  }

  /// Drops elements equal (by `isEqual`) to the one before them.
  @inlinable
  public func distinctUntilChanged(
    _ isEqual: @escaping @Sendable (Element, Element) throws -> Bool
  ) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: isEqual)
  }

  /// Drops elements equal to the one before them.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> where Element: Equatable {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }

  /// Drops elements whose `key` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Key: Equatable & Sendable>(
    _ key: @escaping @Sendable (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(key, comparer: { $0 == $1 })
  }
}
