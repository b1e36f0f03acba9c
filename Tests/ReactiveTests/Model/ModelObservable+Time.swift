extension ModelObservable {
  /// RxSwift's one-shot `timer` (`TimerOneOffSink`): at `dueTime`, `0` then completion, each
  /// through `forwardOn`, so nothing is sent once the sink was disposed (by the element's
  /// downstream, say), then the sink disposed.
  static func timer(_ world: ModelWorld, _ dueTime: Int) -> ModelObservable {
    .producer(world) { sink in
      world.schedule(after: dueTime) {
        sink.forward(.next(0))
        sink.forward(.completed)
        sink.dispose()
      }
    }
  }

  /// RxSwift's `timeout(_:other:scheduler:)` (`TimeoutSink`): the timer is started before the
  /// source is subscribed and restarted after each element is forwarded; a timer that fires for
  /// the latest element (its `id`) switches: `other` is subscribed and its subscription then
  /// replaces the source's in a `SerialDisposable`, which disposes the source after. `other`'s
  /// events go through `forwarder()`; the source's, until the switch, through `forwardOn`.
  func timeout(_ world: ModelWorld, _ dueTime: Int, other: ModelObservable) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      let timerSlot = ModelSlot()
      let subscription = ModelSlot()
      var id = 0
      var switched = false
      func createTimeoutTimer() {
        if timerSlot.isDisposed { return }
        let nextTimer = ModelSlot()
        timerSlot.set(nextTimer.asDisposable)
        let state = id
        nextTimer.set(
          world.schedule(after: dueTime) {
            switched = state == id
            guard switched else { return }
            subscription.set(other.subscribe { sink.forwarder($0) })
          })
      }
      let original = ModelSlot()
      subscription.set(original.asDisposable)
      createTimeoutTimer()
      original.set(
        source.subscribe { event in
          if switched { return }
          id &+= 1
          sink.forward(event)
          if event.isStop {
            sink.dispose()
          } else {
            createTimeoutTimer()
          }
        })
      return .all([subscription.asDisposable, timerSlot.asDisposable])
    }
  }
}
