extension ModelObservable {
  /// `publish().refCount()`: RxSwift's `RefCount` (`RefCountSink`) over a `publish()`
  /// connectable. Built once, shared by every subscription to the result.
  func publishRefCount(_ world: ModelWorld) -> ModelObservable {
    let connectable = ModelConnectable(source: self)
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
