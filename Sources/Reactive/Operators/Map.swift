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
    appending(MapStage(transform: transform))
  }
}

/// `map` as a fused stage.
@usableFromInline
struct MapStage<Input, Output>: ElementStage {
  @usableFromInline let transform: @Sendable (Input) throws -> Output

  @inlinable init(transform: @escaping @Sendable (Input) throws -> Output) {
    self.transform = transform
  }

  @inlinable func makeState() {}

  @inlinable
  func push(_ input: Input, state: Void, sink: OperatorSink, next: (Output) throws -> Void)
    throws
  {
    try next(transform(input))
  }
}
