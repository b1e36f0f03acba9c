extension ObservableType {
  /// Drops the first `count` elements and mirrors the rest; errors and completion pass
  /// through (and dispose the source at once). Threading: delivers on the source's thread.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return asObservable() }
    return appending(SkipStage<Element>(count: count))
  }
}

/// `skip` as a fused stage: the count still to drop is per-subscription state.
@usableFromInline
struct SkipStage<Element>: ElementStage {
  @usableFromInline let count: Int

  @inlinable init(count: Int) { self.count = count }

  @inlinable func makeState() -> StageState<Int> { StageState(count) }

  @inlinable
  func push(
    _ input: Element, state: StageState<Int>, sink: OperatorSink, next: (Element) throws -> Void
  ) throws {
    if state.value > 0 {
      state.value -= 1
    } else {
      try next(input)
    }
  }
}
