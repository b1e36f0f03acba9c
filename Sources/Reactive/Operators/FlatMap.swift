import CleanPrimitives

extension ObservableType {
  /// Maps each element to an inner sequence and merges all of them. Completes when the outer
  /// sequence and every inner one have completed; the first error from any, or thrown by
  /// `selector`, ends it. On a terminal event the outer and every inner subscription are
  /// disposed at once; nothing is forwarded afterwards, and a source that misbehaves after its
  /// own terminal event is ignored.
  ///
  /// Threading: events go through a `Serializer` (never concurrent, no lock held while the
  /// observer runs) and are delivered on the thread of the source that produced them.
  @inlinable
  public func flatMap<Inner: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = MergeSink<Inner.Element>(observer: observer)
      let outer = SingleAssignmentDisposable()
      sink.group.insert(outer)
      sink.beginSource()
      outer.setDisposable(
        source.subscribe(
          AnyObserver { event in
            if sink.isOuterStopped.load(ordering: .acquiring) { return }
            switch event {
            case .next(let element):
              let inner: Observable<Inner.Element>
              do {
                inner = try selector(element).asObservable()
              } catch {
                sink.isOuterStopped.store(true, ordering: .releasing)
                sink.forward(.error(error))
                return
              }
              sink.add(inner)
            case .error(let error):
              sink.isOuterStopped.store(true, ordering: .releasing)
              sink.forward(.error(error))
            case .completed:
              sink.isOuterStopped.store(true, ordering: .releasing)
              outer.dispose()  // as RxSwift: the outer subscription ends with the outer sequence
              sink.sourceCompleted()
            }
          }))
      sink.endSetup()
      return sink
    })
  }
}
