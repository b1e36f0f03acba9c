/// The result of an element-wise operator (`map`, `compactMap`, `filter`, `scan`,
/// `distinctUntilChanged`, `skip`, `take`): a chain of such operators is fused into one
/// subscription of the original source with one `OperatorSink`, and each element runs through
/// plain closure calls ("push" functions) instead of one observer hop and `Event` per operator.
///
/// The semantics are those of the unfused chain in RxSwift: each stage's per-subscription state
/// is made anew for each subscription; an error a stage throws ends the sequence with that error;
/// a terminal event (the source's, a thrown error, `take` reaching its count) is forwarded once
/// and disposes the source subscription at that instant; nothing the source sends afterwards is
/// forwarded.
///
/// Threading: elements are pushed on the source's thread, serialized by the source.
@usableFromInline
final class TransformObservable<Element>: Observable<Element>, @unchecked Sendable {
  /// Delivers one element to the rest of the chain; throws to end the sequence with an error.
  @usableFromInline typealias Push = @Sendable (Element) throws -> Void

  /// Subscribes the chain's source so that its elements, transformed by every stage so far,
  /// reach `push`; terminal events and thrown errors go to the sink.
  @usableFromInline let connect: @Sendable (OperatorSink, @escaping Push) -> any Disposable

  @inlinable
  init(
    connect: @escaping @Sendable (OperatorSink, @escaping Push) -> any Disposable,
    subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
  ) {
    self.connect = connect
    super.init(unsafeSubscribe: subscribe)
  }
}

extension ObservableType {
  /// Appends an element-wise stage to this sequence, fusing it with the stages before it.
  ///
  /// - Parameters:
  ///   - stage: called once per subscription with the sink and the push of the next stage;
  ///     returns this stage's push (a fresh one, so per-subscription state lives in it).
  ///   - lastStage: the same for when this stage is the last one: it delivers to the
  ///     subscriber directly, saving one closure call per element.
  @inlinable
  func appendingStage<Result>(
    _ stage:
      @escaping @Sendable (OperatorSink, @escaping TransformObservable<Result>.Push) ->
      TransformObservable<Element>.Push,
    last lastStage:
      @escaping @Sendable (ForwardingSink<Result>) -> TransformObservable<Element>.Push
  ) -> Observable<Result> {
    let connect:
      @Sendable (OperatorSink, @escaping TransformObservable<Element>.Push) -> any Disposable
    if let upstream = self as? TransformObservable<Element> {
      connect = upstream.connect
    } else {
      connect = { sink, push in self.subscribe(sink.observer(pushing: push)) }
    }
    return TransformObservable<Result>(
      connect: { sink, push in connect(sink, stage(sink, push)) },
      subscribe: { observer in
        let sink = ForwardingSink(observer)
        sink.setUpstream(connect(sink, lastStage(sink)))
        return sink
      })
  }
}
