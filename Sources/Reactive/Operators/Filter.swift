extension ObservableType {
  /// Keeps the elements that satisfy `isIncluded`; an error it throws becomes the sequence's
  /// error (and disposes the source at once), as in RxSwift.
  /// Threading: delivers on the source's thread.
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) throws -> Bool)
    -> Observable<Element>
  {
    appendingStage(
      { _, push in
        { element in
          if try isIncluded(element) { try push(element) }
        }
      },
      last: { sink in
        { element in
          if try isIncluded(element) { sink.downstream.on(.next(element)) }
        }
      })
  }
}
