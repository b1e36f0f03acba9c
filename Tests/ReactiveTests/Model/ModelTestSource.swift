/// RxTest's hot and cold test observables in the model, recording subscription intervals.
final class ModelTestSource {
  private let world: ModelWorld
  private let isHot: Bool
  private let events: [(time: Int, event: ModelEvent)]
  private var bag = ModelObserverBag()
  private(set) var subscriptions: [(start: Int, end: Int?)] = []

  init(world: ModelWorld, isHot: Bool, events: [(time: Int, event: ModelEvent)]) {
    self.world = world
    self.isHot = isHot
    self.events = events
    guard isHot else { return }
    for (time, event) in events {
      world.schedule(at: time) { [unowned self] in
        // RxTest calls every observer subscribed when the dispatch began, in its `Bag`'s order.
        for observer in bag.observers { observer(event) }
      }
    }
  }

  /// The raw subscribe of the test observable (not a `Producer`: no sink, no trampoline).
  func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable {
    let start = world.clock
    let index = subscriptions.count
    subscriptions.append((start, nil))
    var scheduled: [ModelDisposable] = []
    var key: Int?
    if isHot {
      key = bag.insert(observer)
    } else {
      for (time, event) in events {
        scheduled.append(world.schedule(at: start + time) { observer(event) })
      }
    }
    return ModelDisposable { [unowned self] in
      for item in scheduled { item.dispose() }
      if let key { bag.remove(key) }
      subscriptions[index] = (start, world.clock)
    }
  }

  /// RxSwift's `asObservable()` of a custom type: an `AnonymousObservable` that forwards until
  /// the first terminal event and then disposes the test observable's subscription.
  func asObservable() -> ModelObservable {
    .producer(world) { [self] sink in
      var isStopped = false
      return subscribe { event in
        if isStopped { return }
        if event.isStop { isStopped = true }
        sink.forward(event)
        if event.isStop { sink.dispose() }
      }
    }
  }
}
