extension ObservableType {
  /// Collects every element and, when the source completes, succeeds with them in order (an
  /// empty source gives `[]`). Returns a `Single`, as RxSwift 6 does.
  ///
  /// Error contract: the source's error fails the single and the collected elements are
  /// dropped. The source is disposed on its terminal event. Threading: the source's thread.
  @inlinable
  public func toArray() -> Single<[Element]> {
    Single(
      unchecked: lift(state: [Element]()) {
        (sink: StatefulSink<Element, [Element], [Element]>, event) in
        switch event {
        case .next(let element):
          sink.state.append(element)
        case .error(let error):
          sink.finish(.error(error))
        case .completed:
          let elements = sink.state
          sink.state = []
          sink.forward(elements)
          sink.finish(.completed)
        }
      })
  }
}
