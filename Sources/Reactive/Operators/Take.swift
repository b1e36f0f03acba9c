extension ObservableType {
  /// The first `count` elements, then completion (disposing the source at once). A `count` of
  /// zero or less completes immediately without subscribing. An error before the count is
  /// reached passes through. Threading: events are delivered on the source's thread.
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return .empty() }
    return appendingStage(
      { sink, push in
        let remaining = StageState(count)
        return { element in
          guard remaining.value > 0 else { return }  // a re-entrant element after the last
          remaining.value -= 1
          try push(element)
          if remaining.value == 0 { sink.finish(nil) }
        }
      },
      last: { sink in
        let remaining = StageState(count)
        return { element in
          guard remaining.value > 0 else { return }  // a re-entrant element after the last
          remaining.value -= 1
          sink.downstream.on(.next(element))
          if remaining.value == 0 { sink.finish(nil) }
        }
      })
  }
}
