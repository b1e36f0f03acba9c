extension ObservableType {
  /// Transforms each element and drops the `nil` results; an error `transform` throws becomes
  /// the sequence's error (and disposes the source at once), as in RxSwift.
  /// Threading: delivers on the source's thread.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?)
    -> Observable<Result>
  {
    appendingStage(
      { _, push in
        { element in
          if let result = try transform(element) { try push(result) }
        }
      },
      last: { sink in
        { element in
          if let result = try transform(element) { sink.downstream.on(.next(result)) }
        }
      })
  }
}
