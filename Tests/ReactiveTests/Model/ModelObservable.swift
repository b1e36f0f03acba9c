/// A sequence of the model: what subscribing does, as a plain closure.
struct ModelObservable {
  let subscribe: (@escaping (ModelEvent) -> Void) -> ModelDisposable

  /// RxSwift's `Producer`: the subscription runs on the trampoline, through a `ModelSink`.
  static func producer(
    _ world: ModelWorld, run: @escaping (ModelSink) -> ModelDisposable
  ) -> ModelObservable {
    ModelObservable { observer in
      world.trampolined {
        let sink = ModelSink(observer)
        sink.setSubscription(run(sink))
        return ModelDisposable { sink.dispose() }
      }
    }
  }

  /// An element-wise operator: `onNext` decides what to forward; terminal events are forwarded
  /// and dispose the sink.
  func lift(
    _ world: ModelWorld, _ onNext: @escaping (Int, ModelSink) -> Void
  ) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      source.subscribe { event in
        if case .next(let value) = event {
          onNext(value, sink)
        } else {
          sink.forward(event)
          sink.dispose()
        }
      }
    }
  }
}
