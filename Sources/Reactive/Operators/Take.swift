extension ObservableType {
  /// The first `count` elements, then completion (disposing the source at once). A `count` of
  /// zero or less completes immediately without subscribing. An error before the count is
  /// reached passes through. Threading: events are delivered on the source's thread.
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return .empty() }
    return appending(TakeStage<Element>(count: count))
  }
}

/// `take` as a fused stage: the count still to deliver is per-subscription state; reaching
/// zero completes the whole fused chain (and disposes its source).
@usableFromInline
struct TakeStage<Element>: ElementStage {
  @usableFromInline let count: Int

  @inlinable init(count: Int) { self.count = count }

  @inlinable func makeState() -> StageState<Int> { StageState(count) }

  @inlinable
  func push(
    _ input: Element, state: StageState<Int>, sink: OperatorSink, next: (Element) throws -> Void
  ) throws {
    guard state.value > 0 else { return }  // a re-entrant element after the last one
    state.value -= 1
    try next(input)
    // Not when delivering the last element made the downstream dispose the chain (RxSwift's
    // disposed `TakeSink` forwards nothing more: `take(1).do(…).take(1)`).
    if state.value == 0 { sink.finishUnlessDisposed(nil) }
  }
}
