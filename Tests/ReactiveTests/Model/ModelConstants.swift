extension ModelObservable {
  /// RxSwift's `of`: one trampoline step per element, then the completion.
  static func of(_ world: ModelWorld, _ values: [Int]) -> ModelObservable {
    .producer(world) { sink in
      var remaining = values[...]
      let cancelled = ModelDisposable()
      func step() {
        if cancelled.isDisposed { return }
        if let value = remaining.popFirst() {
          sink.forward(.next(value))
          world.trampoline(step)
        } else {
          sink.forward(.completed)
          sink.dispose()
        }
      }
      world.trampoline(step)
      return cancelled
    }
  }

  /// RxSwift's `error`: fails at once, not through a `Producer`.
  static func fail(_ name: String) -> ModelObservable {
    ModelObservable { observer in
      observer(.error(name))
      return ModelDisposable()
    }
  }
}
