extension ObservableType {
  /// Pairs each element with its index, counting from 0 per subscription (RxSwift's
  /// `enumerated()`).
  ///
  /// Errors and completion pass through and dispose the source at once. Threading: delivers on
  /// the source's thread.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    lift(state: 0) { (sink: StatefulSink<Element, (index: Int, element: Element), Int>, event) in
      // state: the index of the next element
      switch event {
      case .next(let element):
        let index = sink.state
        sink.state += 1
        sink.forward((index: index, element: element))
      case .error(let error):
        sink.finish(.error(error))
      case .completed:
        sink.finish(.completed)
      }
    }
  }
}
