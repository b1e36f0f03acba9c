/// RxSwift's `ReplaySubject.create(bufferSize:)` (`ReplayOne` / `ReplayMany`) in the model: keeps
/// the last `bufferSize` elements and replays them, then its terminal event if it has ended, to
/// each new subscriber, inside `subscribe`.
final class ModelReplaySubject: ModelSubject {
  private let bufferSize: Int
  private var buffer: [Int] = []
  private var bag = ModelObserverBag()
  private var stopEvent: ModelEvent?

  init(bufferSize: Int) {
    self.bufferSize = bufferSize
  }

  func on(_ event: ModelEvent) {
    if stopEvent != nil { return }
    let observers = bag.observers
    switch event {
    case .next(let value):
      buffer.append(value)
      if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
    case .error, .completed:
      stopEvent = event
      bag.removeAll()
    }
    for observer in observers { observer(event) }
  }

  func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable {
    for value in buffer { observer(.next(value)) }
    if let stopEvent {
      observer(stopEvent)
      return ModelDisposable()
    }
    let key = bag.insert(observer)
    return ModelDisposable { [self] in bag.remove(key) }
  }
}
