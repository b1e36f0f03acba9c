extension ObservableType {
  /// Maps each element to an inner sequence and merges all of them. Completes when the outer
  /// sequence and every inner one have completed; the first error from any ends it.
  @inlinable
  public func flatMap<Inner: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) -> Inner
  ) -> Observable<Inner.Element> {
    Observable(unsafeSubscribe: { observer in
      let sink = MergeSink<Inner.Element>(observer: observer)
      let outer = SingleAssignmentDisposable()
      sink.group.insert(outer)
      sink.beginSource()
      outer.setDisposable(
        self.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element): sink.add(selector(element).asObservable())
            case .error(let error): sink.forward(.error(error))
            case .completed: sink.sourceCompleted()
            }
          }))
      return sink
    })
  }
}
