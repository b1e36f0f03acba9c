/// The result of an element-wise operator (`map`, `compactMap`, `filter`, `scan`,
/// `distinctUntilChanged`, `skip`, `take`): a chain of such operators is fused into one
/// subscription of the original source with one `OperatorSink`, and each element runs through
/// the stages' `ElementStage.push` (the first one inline in the source's observer, the last one
/// inline in the delivery, one plain closure call per boundary in between) instead of one
/// observer hop, `Event` and stopped check per operator.
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
  /// Appends an element-wise stage to this sequence, fused with the element-wise stages before
  /// it: the stage runs inline in the source's observer when it is the first one, and inline in
  /// the delivery to the subscriber when it is the last one; in between, each stage boundary is
  /// one closure call.
  @inlinable
  func appending<Stage: ElementStage>(_ stage: Stage) -> Observable<Stage.Output>
  where Stage.Input == Element {
    typealias Output = Stage.Output
    if let upstream = self as? TransformObservable<Element> {
      let connect = upstream.connect
      return TransformObservable<Output>(
        connect: { sink, push in
          let state = stage.makeState()
          return connect(sink) { element in
            try stage.push(element, state: state, sink: sink, next: push)
          }
        },
        subscribe: { observer in
          let sink = ForwardingSink(observer)
          let state = stage.makeState()
          sink.setUpstream(
            connect(sink) { element in
              try stage.push(element, state: state, sink: sink) { observer.on(.next($0)) }
            })
          return sink
        })
    }
    return TransformObservable<Output>(
      connect: { sink, push in
        let state = stage.makeState()
        let relaySubscription = self.subscribeIfRelay(
          RelayStageObserver(stage: stage, state: state, sink: sink, push: push))
        if let relaySubscription { return relaySubscription }
        return self.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element):
              if sink.isStopped { return }
              do {
                try stage.push(element, state: state, sink: sink, next: push)
              } catch {
                sink.finish(error)
              }
            case .error(let error): sink.finish(error)
            case .completed: sink.finish(nil)
            }
          })
      },
      subscribe: { observer in
        let sink = ForwardingSink(observer)
        let state = stage.makeState()
        sink.setUpstream(
          self.subscribe(
            AnyObserver { event in
              switch event {
              case .next(let element):
                if sink.isStopped { return }
                do {
                  try stage.push(element, state: state, sink: sink) { observer.on(.next($0)) }
                } catch {
                  sink.finish(error)
                }
              case .error(let error): sink.finish(error)
              case .completed: sink.finish(nil)
              }
            }))
        return sink
      })
  }

  /// Subscribes `first` with a relay's own element closure when this sequence is a relay (which
  /// only ever sends elements): one indirect call per element and no `Event`, instead of an
  /// observer that switches over the event. `nil` for any other sequence. The casts fold away
  /// where the chain is built, since the source's type is known there; `first` is an
  /// autoclosure so that nothing is allocated for other sources.
  @inlinable
  @inline(__always)
  func subscribeIfRelay<Stage: ElementStage>(
    _ first: @autoclosure () -> RelayStageObserver<Stage>
  ) -> (any Disposable)? where Stage.Input == Element {
    if let relay = self as? PublishRelay<Element> {
      let first = first()
      return relay.subscribe(onNext: { [first] in first.receive($0) })
    }
    if let relay = self as? BehaviorRelay<Element> {
      let first = first()
      return relay.subscribe(onNext: { [first] in first.receive($0) })
    }
    return nil
  }
}
