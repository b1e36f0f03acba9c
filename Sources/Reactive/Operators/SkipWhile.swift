extension ObservableType {
  /// Drops elements while `predicate` holds, then mirrors every element from the first one that
  /// fails it (the predicate is not called again).
  ///
  /// Error contract: the source's error passes through; an error thrown by `predicate` becomes
  /// the sequence's error and disposes the source. Nothing is delivered after a terminal event.
  /// Threading: the source's thread.
  @inlinable
  public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool)
    -> Observable<Element>
  {
    lift(state: true) { (sink: StatefulSink<Element, Element, Bool>, event) in
      switch event {
      case .next(let element):
        if sink.state {
          do { sink.state = try predicate(element) } catch {
            sink.finish(.error(error))
            return
          }
          if sink.state { return }
        }
        sink.forward(element)
      case .error(let error): sink.finish(.error(error))
      case .completed: sink.finish(.completed)
      }
    }
  }
}
