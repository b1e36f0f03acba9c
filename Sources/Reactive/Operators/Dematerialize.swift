extension ObservableType {
  /// Turns a sequence of `Event`s back into the events themselves: `.next(x)` elements become
  /// elements, an `.error` or `.completed` element ends the sequence with that event (RxSwift's
  /// `dematerialize()`, the inverse of `materialize()`).
  ///
  /// Errors: an error element, or the source's own error, ends the sequence; the first terminal
  /// event disposes the source at once, and nothing after it is forwarded. Threading: delivers on
  /// the source's thread.
  public func dematerialize<Value>() -> Observable<Value> where Element == Event<Value> {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = ForwardingSink<Value>(observer)
      sink.setUpstream(
        source.subscribe(
          AnyObserver { event in
            switch event {
            case .next(.next(let value)): sink.forward(value)
            case .next(.error(let error)), .error(let error): sink.finish(error)
            case .next(.completed), .completed: sink.finish(nil)
            }
          }))
      return sink
    })
  }
}
