extension ModelObservable {
  /// RxSwift's `never`: subscribes to nothing, not through a `Producer`.
  static func never() -> ModelObservable {
    ModelObservable { _ in ModelDisposable() }
  }

  /// RxSwift's `Observable.amb(_:)`: `never().amb(first).amb(second)…`.
  static func amb(
    _ world: ModelWorld, _ sources: [ModelObservable], rightEndDisposesLeft: Bool = true
  ) -> ModelObservable {
    sources.reduce(.never()) { $0.amb(world, $1, rightEndDisposesLeft: rightEndDisposesLeft) }
  }

  /// RxSwift's `Amb` (`AmbSink`): `self` (left) is subscribed, then `right`. The first event of
  /// either decides: the other's subscription is disposed (at once, or as soon as it is set),
  /// then the event is forwarded; the winner's terminal event disposes both.
  ///
  /// `rightEndDisposesLeft`: RxSwift makes both of its `AmbObserver`s with `cancel:
  /// subscription1`, so a terminal event that the right source sends after the left one has won
  /// (possible only while the right one is being subscribed, e.g. `error` or a `startWith` that
  /// ends at once) disposes the *left* (winning) subscription, and the result then stays silent
  /// without ending. The kernel deliberately does not (its `amb` doc comment says so): the
  /// fuzzer runs the model with `false`, RxSwift's behaviour is `true`.
  func amb(_ world: ModelWorld, _ right: ModelObservable, rightEndDisposesLeft: Bool = true)
    -> ModelObservable
  {
    let left = self
    return .producer(world) { sink in
      var choice: Side?
      let subscription1 = ModelSlot()
      let subscription2 = ModelSlot()
      let disposeAll = ModelDisposable.all([
        subscription1.asDisposable, subscription2.asDisposable,
      ])
      // RxSwift's `AmbObserver`: `decide`, then, on a terminal event, its `cancel`.
      func observer(_ me: Side, other: ModelSlot, cancel initial: ModelSlot)
        -> (ModelEvent) -> Void
      {
        var cancel = initial.asDisposable
        return { event in
          if choice == nil {
            choice = me
            cancel = disposeAll
            other.dispose()
          }
          if choice == me {
            sink.forward(event)
            if event.isStop { sink.dispose() }
          }
          if event.isStop { cancel.dispose() }
        }
      }
      let leftObserver = observer(.left, other: subscription2, cancel: subscription1)
      let rightObserver = observer(
        .right, other: subscription1, cancel: rightEndDisposesLeft ? subscription1 : subscription2)
      subscription1.set(left.subscribe(leftObserver))
      subscription2.set(right.subscribe(rightObserver))
      return disposeAll
    }
  }

  /// Which side of an `amb` won.
  enum Side {
    case left, right
  }
}
