extension ObservableType {
  /// Emits only the element at `index` (counting from 0), then completes (RxSwift's
  /// `element(at:)`).
  ///
  /// Errors: `ReactiveError.argumentOutOfRange` when the source completes before that element;
  /// the source's error passes through. The element (or any terminal event) disposes the
  /// source at once. A negative `index` fails at subscription with
  /// `ReactiveError.argumentOutOfRange` — a deliberate difference: RxSwift stops the process
  /// with a fatal error, and this kernel gives bad input a typed error instead of a crash.
  /// Threading: delivers on the source's thread.
  public func element(at index: Int) -> Observable<Element> {
    guard index >= 0 else { return Observable.error(ReactiveError.argumentOutOfRange) }
    return lift(state: index) { (sink: StatefulSink<Element, Element, Int>, event) in
      // state: how many elements still to skip
      switch event {
      case .next(let element):
        if sink.state == 0 {
          sink.forward(element)
          sink.finish(.completed)
        } else {
          sink.state -= 1
        }
      case .error:
        sink.finish(event)
      case .completed:
        sink.finish(.error(ReactiveError.argumentOutOfRange))
      }
    }
  }
}
