/// RxSwift's `ShareWhileConnected` (`share()`) and `ShareReplay1WhileConnected`
/// (`share(replay: 1)`) in the model: not a `Producer`; the first subscriber of a connection
/// subscribes it to the source after registering; a terminal event ends the connection (the
/// next subscriber makes a new one) without disposing the source subscription (the source's
/// own sink does); the last subscriber to leave disposes it.
final class ModelShareWhileConnected {
  final class Connection {
    private weak var parent: ModelShareWhileConnected?
    private let replaysLatest: Bool
    let subscription = ModelSlot()
    private(set) var bag = ModelObserverBag()
    private var latest: Int?
    private var isDisposed = false

    init(parent: ModelShareWhileConnected, replaysLatest: Bool) {
      self.parent = parent
      self.replaysLatest = replaysLatest
    }

    func on(_ event: ModelEvent) {
      if isDisposed { return }
      let observers = bag.observers
      switch event {
      case .next(let value): if replaysLatest { latest = value }
      case .error, .completed: end()
      }
      for observer in observers { observer(event) }
    }

    /// Replays the latest element (replay 1), then registers `observer`.
    func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable {
      if let latest { observer(.next(latest)) }
      let key = bag.insert(observer)
      return ModelDisposable { [self] in
        guard bag.remove(key), bag.count == 0 else { return }
        end()
        subscription.dispose()
      }
    }

    /// RxSwift's `synchronized_dispose`: the parent forgets this connection, observers go.
    private func end() {
      isDisposed = true
      if parent?.connection === self { parent?.connection = nil }
      bag.removeAll()
    }
  }

  private let source: ModelObservable
  private let replaysLatest: Bool
  fileprivate var connection: Connection?

  init(source: ModelObservable, replaysLatest: Bool) {
    self.source = source
    self.replaysLatest = replaysLatest
  }

  func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable {
    let connection = self.connection ?? Connection(parent: self, replaysLatest: replaysLatest)
    self.connection = connection
    let count = connection.bag.count
    let disposable = connection.subscribe(observer)
    if count == 0 { connection.subscription.set(source.subscribe { connection.on($0) }) }
    return disposable
  }
}
