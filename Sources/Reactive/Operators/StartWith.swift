extension ObservableType where Element: Sendable {
  /// Emits `elements` first, then the sequence.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      for element in elements { observer.on(.next(element)) }
      return self.subscribe(observer)
    })
  }
}
