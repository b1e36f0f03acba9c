extension ObservableType {
  /// Drops the first `count` elements and mirrors the rest; errors and completion pass
  /// through (and dispose the source at once). Threading: delivers on the source's thread.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return asObservable() }
    return appendingStage(
      { _, push in
        let remaining = StageState(count)
        return { element in
          if remaining.value > 0 {
            remaining.value -= 1
          } else {
            try push(element)
          }
        }
      },
      last: { sink in
        let remaining = StageState(count)
        return { element in
          if remaining.value > 0 {
            remaining.value -= 1
          } else {
            sink.downstream.on(.next(element))
          }
        }
      })
  }
}
