extension ModelObservable {
  /// `publish().refCount()`.
  func publishRefCount(_ world: ModelWorld) -> ModelObservable {
    .refCount(world, ModelConnectable(source: self) { ModelPublishSubject() })
  }

  /// `replay(bufferSize).refCount()`: a fresh `ReplaySubject` for each connection.
  func replayRefCount(_ world: ModelWorld, _ bufferSize: Int) -> ModelObservable {
    .refCount(world, ModelConnectable(source: self) { ModelReplaySubject(bufferSize: bufferSize) })
  }

  /// RxSwift's `share(replay:scope:)`: `.forever` is `multicast(subject).refCount()` with one
  /// `PublishSubject` (replay 0) or `ReplaySubject` for ever; `.whileConnected` is
  /// `ShareWhileConnected` (replay 0), `ShareReplay1WhileConnected` (replay 1) or
  /// `multicast(makeSubject:).refCount()` with a fresh `ReplaySubject`.
  func share(_ world: ModelWorld, replay: Int, forever: Bool) -> ModelObservable {
    if forever {
      let subject: any ModelSubject =
        replay == 0 ? ModelPublishSubject() : ModelReplaySubject(bufferSize: replay)
      return .refCount(world, ModelConnectable(source: self) { subject })
    }
    if replay <= 1 {
      let shared = ModelShareWhileConnected(source: self, replaysLatest: replay == 1)
      return ModelObservable(subscribe: shared.subscribe)
    }
    return replayRefCount(world, replay)
  }

  /// RxSwift's `multicast(_:selector:)` (`MulticastSink`): for each subscription, a subject from
  /// `makeSubject`, a connectable over it passed to `selector`, the result subscribed, then the
  /// connectable connected; the result's terminal event disposes both.
  func multicast(
    _ world: ModelWorld, makeSubject: @escaping () -> any ModelSubject,
    selector: @escaping (ModelObservable) -> ModelObservable
  ) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      let subject = makeSubject()
      let connectable = ModelConnectable(source: source) { subject }
      let subscription = selector(connectable.asObservable).subscribe { event in
        sink.forward(event)
        if event.isStop { sink.dispose() }
      }
      let connection = connectable.connect()
      return .all([subscription, connection])
    }
  }

  /// RxSwift's `RefCount` (`RefCountSink`) over `connectable`. Built once, shared by every
  /// subscription to the result.
  static func refCount(_ world: ModelWorld, _ connectable: ModelConnectable) -> ModelObservable {
    let state = ModelRefCountState()
    return .producer(world) { sink in
      var snapshot = -1
      let subscription = connectable.subscribe { event in
        if case .next = event {
          sink.forward(event)
          return
        }
        if state.connectionId == snapshot {
          let connection = state.connectableSubscription
          state.count = 0
          state.connectionId += 1
          state.connectableSubscription = nil
          connection?.dispose()
        }
        sink.forward(event)
        sink.dispose()
      }
      snapshot = state.connectionId
      if sink.isDisposed { return ModelDisposable() }
      if state.count == 0 {
        state.count = 1
        state.connectableSubscription = connectable.connect()
      } else {
        state.count += 1
      }
      return ModelDisposable {
        subscription.dispose()
        if state.connectionId != snapshot { return }
        if state.count == 1 {
          state.count = 0
          guard let connection = state.connectableSubscription else { return }
          connection.dispose()
          state.connectableSubscription = nil
        } else if state.count > 1 {
          state.count -= 1
        }
      }
    }
  }
}
