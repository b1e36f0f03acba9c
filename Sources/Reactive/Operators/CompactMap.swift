extension ObservableType {
  /// Transforms each element and drops the `nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?)
    -> Observable<Result>
  {
    Observable(unsafeSubscribe: { observer in
      self.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element):
            if let result = transform(element) { observer.on(.next(result)) }
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        })
    })
  }
}
