extension ObservableType {
  /// Transforms each element and drops the `nil` results; an error `transform` throws becomes
  /// the sequence's error (and disposes the source at once), as in RxSwift.
  /// Threading: delivers on the source's thread.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?)
    -> Observable<Result>
  {
    appending(CompactMapStage(transform: transform))
  }
}

/// `compactMap` as a fused stage.
@usableFromInline
struct CompactMapStage<Input, Output>: ElementStage {
  @usableFromInline let transform: @Sendable (Input) throws -> Output?

  @inlinable init(transform: @escaping @Sendable (Input) throws -> Output?) {
    self.transform = transform
  }

  @inlinable func makeState() {}

  @inlinable
  func push(_ input: Input, state: Void, sink: OperatorSink, next: (Output) throws -> Void)
    throws
  {
    if let output = try transform(input) { try next(output) }
  }
}
