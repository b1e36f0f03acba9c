extension ObservableType {
  /// Pairs each element with `object`, held weakly, through `resultSelector`; once `object` has
  /// been deallocated, the next element completes the sequence instead (and disposes the
  /// source), as in RxSwift.
  ///
  /// Error contract: the source's error passes through; an error thrown by `resultSelector`
  /// becomes the sequence's error and disposes the source. Threading: the source's thread.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping @Sendable (Object, Element) throws -> Out
  ) -> Observable<Out> {
    let reference = WeakReference(object)
    return lift(state: ()) { (sink: StatefulSink<Element, Out, Void>, event) in
      switch event {
      case .next(let element):
        guard let object = reference.object else {
          sink.finish(.completed)
          return
        }
        do { sink.forward(try resultSelector(object, element)) } catch {
          sink.finish(.error(error))
        }
      case .error(let error): sink.finish(.error(error))
      case .completed: sink.finish(.completed)
      }
    }
  }

  /// Pairs each element with `object`, held weakly; completes at the first element after
  /// `object` has been deallocated. Contract as `withUnretained(_:resultSelector:)`.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<
    (Object, Element)
  > {
    withUnretained(object) { ($0, $1) }
  }
}
