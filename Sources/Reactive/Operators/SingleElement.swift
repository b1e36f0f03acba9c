extension ObservableType {
  /// Mirrors a sequence that must emit exactly one element before completing (RxSwift's
  /// `single()`).
  ///
  /// Errors: `ReactiveError.moreThanOneElement` at the second element (after the first was
  /// delivered), `ReactiveError.noElements` at completion without an element; the source's
  /// error passes through. Any terminal event disposes the source at once. Threading: delivers
  /// on the source's thread.
  public func single() -> Observable<Element> {
    single { _ in true }
  }

  /// `single()` over the elements that satisfy `predicate` only: the others are ignored
  /// (RxSwift's `single(_:)`). An error thrown by `predicate` ends the sequence with it.
  public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool)
    -> Observable<Element>
  {
    lift(state: false) { (sink: StatefulSink<Element, Element, Bool>, event) in
      // state: an accepted element was seen
      switch event {
      case .next(let element):
        do {
          guard try predicate(element) else { return }
        } catch {
          sink.finish(.error(error))
          return
        }
        if sink.state {
          sink.finish(.error(ReactiveError.moreThanOneElement))
          return
        }
        sink.state = true
        sink.forward(element)
      case .error:
        sink.finish(event)
      case .completed:
        sink.finish(sink.state ? .completed : .error(ReactiveError.noElements))
      }
    }
  }
}
