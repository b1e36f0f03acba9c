extension ObservableType {
  /// Drops elements equal (by `isEqual`) to the one before them.
  @inlinable
  public func distinctUntilChanged(
    _ isEqual: @escaping @Sendable (Element, Element) -> Bool
  ) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let last = LatestValue<Element>()  // events are serialized by the source
      return self.subscribe(
        AnyObserver { event in
          if case .next(let element) = event {
            if let previous = last.value, isEqual(previous, element) { return }
            last.value = element
          }
          observer.on(event)
        })
    })
  }

  /// Drops elements equal to the one before them.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> where Element: Equatable {
    distinctUntilChanged { $0 == $1 }
  }

  /// Drops elements whose `key` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Key: Equatable & Sendable>(
    _ key: @escaping @Sendable (Element) -> Key
  ) -> Observable<Element> {
    distinctUntilChanged { key($0) == key($1) }
  }
}
