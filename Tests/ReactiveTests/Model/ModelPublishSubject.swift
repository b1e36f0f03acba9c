/// RxSwift's `PublishSubject` in the model, with its `Bag`'s delivery order: the first observer
/// is kept in a slot of its own, delivered first, and that slot is reused by the next subscriber
/// once its observer has left; the others are delivered in subscription order.
final class ModelPublishSubject {
  private var first: (key: Int, observer: (ModelEvent) -> Void)?
  private var others: [(key: Int, observer: (ModelEvent) -> Void)] = []
  private var nextKey = 0
  private var stopEvent: ModelEvent?

  /// Delivers to the observers subscribed when the event arrives; a terminal event is kept for
  /// later subscribers and removes every observer; events after it are dropped.
  func on(_ event: ModelEvent) {
    if stopEvent != nil { return }
    let observers = (first.map { [$0] } ?? []) + others
    if event.isStop {
      stopEvent = event
      first = nil
      others = []
    }
    for entry in observers { entry.observer(event) }
  }

  /// Not a `Producer`: no sink, no trampoline. After a terminal event, delivers only it.
  func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable {
    if let stopEvent {
      observer(stopEvent)
      return ModelDisposable()
    }
    let key = nextKey
    nextKey += 1
    if first == nil {
      first = (key, observer)
    } else {
      others.append((key, observer))
    }
    return ModelDisposable { [self] in
      if first?.key == key {
        first = nil
      } else {
        others.removeAll { $0.key == key }
      }
    }
  }
}
