extension ObservableType {
  /// Keeps the elements that satisfy `isIncluded`; an error it throws becomes the sequence's
  /// error (and disposes the source at once), as in RxSwift.
  /// Threading: delivers on the source's thread.
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) throws -> Bool)
    -> Observable<Element>
  {
    appending(FilterStage(isIncluded: isIncluded))
  }
}

/// `filter` as a fused stage.
@usableFromInline
struct FilterStage<Element>: ElementStage {
  @usableFromInline let isIncluded: @Sendable (Element) throws -> Bool

  @inlinable init(isIncluded: @escaping @Sendable (Element) throws -> Bool) {
    self.isIncluded = isIncluded
  }

  @inlinable func makeState() {}

  @inlinable
  func push(_ input: Element, state: Void, sink: OperatorSink, next: (Element) throws -> Void)
    throws
  {
    if try isIncluded(input) { try next(input) }
  }
}
