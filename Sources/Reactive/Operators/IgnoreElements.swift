extension ObservableType {
  /// Drops every element and mirrors only the terminal event. The result's element type is
  /// `Never`, as in RxSwift 6.
  ///
  /// Error contract: the source's error passes through; on either terminal event the source is
  /// disposed at once and nothing more is delivered. Threading: the source's thread.
  @inlinable
  public func ignoreElements() -> Observable<Never> {
    lift(state: ()) { (sink: StatefulSink<Element, Never, Void>, event) in
      switch event {
      case .next: break
      case .error(let error): sink.finish(.error(error))
      case .completed: sink.finish(.completed)
      }
    }
  }
}
