/// RxSwift's `PublishSubject` in the model, with its `Bag`'s delivery order.
final class ModelPublishSubject: ModelSubject {
  private var bag = ModelObserverBag()
  private var stopEvent: ModelEvent?

  /// Delivers to the observers subscribed when the event arrives; a terminal event is kept for
  /// later subscribers and removes every observer; events after it are dropped.
  func on(_ event: ModelEvent) {
    if stopEvent != nil { return }
    let observers = bag.observers
    if event.isStop {
      stopEvent = event
      bag.removeAll()
    }
    for observer in observers { observer(event) }
  }

  /// After a terminal event, delivers only it.
  func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable {
    if let stopEvent {
      observer(stopEvent)
      return ModelDisposable()
    }
    let key = bag.insert(observer)
    return ModelDisposable { [self] in bag.remove(key) }
  }
}
