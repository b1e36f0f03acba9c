extension ObservableType {
  /// Keeps the elements that satisfy `isIncluded`.
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      self.subscribe(
        AnyObserver { event in
          if case .next(let element) = event, !isIncluded(element) { return }
          observer.on(event)
        })
    })
  }
}
