extension ObservableType {
  /// Mirrors elements while `predicate` holds; at the first element that fails it, completes
  /// (emitting that element first when `behavior` is `.inclusive`) and disposes the source.
  ///
  /// Error contract: the source's error passes through; an error thrown by `predicate` becomes
  /// the sequence's error and disposes the source. Nothing is delivered after a terminal event.
  /// Threading: the source's thread.
  @inlinable
  public func take(
    while predicate: @escaping @Sendable (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    lift(state: ()) { (sink: StatefulSink<Element, Element, Void>, event) in
      switch event {
      case .next(let element):
        let holds: Bool
        do { holds = try predicate(element) } catch {
          sink.finish(.error(error))
          return
        }
        if holds {
          sink.forward(element)
        } else {
          if behavior == .inclusive { sink.forward(element) }
          sink.finish(.completed)
        }
      case .error(let error): sink.finish(.error(error))
      case .completed: sink.finish(.completed)
      }
    }
  }
}
