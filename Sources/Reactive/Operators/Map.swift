extension ObservableType {
  /// Transforms each element; an error `transform` throws becomes the sequence's error (and
  /// disposes the source at once), as in RxSwift.
  ///
  /// Consecutive element-wise operators (`map`, `filter`, `compactMap`, `scan`, …) are fused
  /// into one subscription of the source: each element costs the closure calls, not one
  /// observer hop per operator. Threading: delivers on the source's thread.
  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result)
    -> Observable<Result>
  {
    appendingStage(
      { _, push in { element in try push(transform(element)) } },
      last: { sink in { element in sink.downstream.on(.next(try transform(element))) } })
  }
}
