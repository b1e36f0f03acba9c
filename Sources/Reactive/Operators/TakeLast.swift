extension ObservableType {
  /// The last `count` elements, emitted when the source completes, then completion. Elements
  /// are buffered until then (at most `count` of them); a `count` of zero or less emits none.
  ///
  /// Error contract: the source's error passes through and the buffer is dropped. The source is
  /// disposed on its terminal event; nothing is delivered after it. Threading: the source's
  /// thread (the buffered elements are delivered on the thread that completed).
  @inlinable
  public func takeLast(_ count: Int) -> Observable<Element> {
    let count = max(0, count)
    return lift(state: RingBuffer<Element>(capacity: count)) {
      (sink: StatefulSink<Element, Element, RingBuffer<Element>>, event) in
      switch event {
      case .next(let element):
        sink.state.append(element)
      case .error(let error):
        sink.finish(.error(error))
      case .completed:
        let elements = sink.state.elements
        sink.state = RingBuffer(capacity: 0)
        for element in elements { sink.forward(element) }
        sink.finish(.completed)
      }
    }
  }
}
