extension ObservableType {
  /// Transforms each element. Stateless: costs one closure call per element.
  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Observable<
    Result
  > {
    Observable(unsafeSubscribe: { observer in
      self.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element): observer.on(.next(transform(element)))
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        })
    })
  }
}
