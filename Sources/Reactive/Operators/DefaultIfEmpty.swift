extension ObservableType {
  /// Mirrors this sequence, and emits `element` before completing if it completed without
  /// emitting anything (RxSwift's `ifEmpty(default:)`).
  ///
  /// Errors: passed through (no default is emitted then). Any terminal event disposes the
  /// source at once. Threading: delivers on the source's thread.
  public func ifEmpty(default element: Element) -> Observable<Element> {
    let element = UncheckedSendable(element)  // read-only, handed to each subscription
    return lift(state: true) { (sink: StatefulSink<Element, Element, Bool>, event) in
      // state: nothing has been emitted yet
      switch event {
      case .next(let value):
        sink.state = false
        sink.forward(value)
      case .error:
        sink.finish(event)
      case .completed:
        if sink.state { sink.forward(element.value) }
        sink.finish(.completed)
      }
    }
  }
}
