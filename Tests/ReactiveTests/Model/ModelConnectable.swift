/// RxSwift's `ConnectableObservableAdapter` for `publish()` (`multicast(makeSubject:)` with a
/// `PublishSubject`) in the model, with its `Connection`.
final class ModelConnectable {
  /// RxSwift's `Connection`: forwards the source's events into the subject it was made with; a
  /// terminal event first disposes the connection (the adapter forgets it and its subject).
  final class Connection {
    private weak var parent: ModelConnectable?
    private let subject: ModelPublishSubject
    let subscription = ModelSlot()
    private var isDisposed = false

    init(parent: ModelConnectable, subject: ModelPublishSubject) {
      self.parent = parent
      self.subject = subject
    }

    func on(_ event: ModelEvent) {
      if isDisposed { return }
      if event.isStop { dispose() }
      subject.on(event)
    }

    func dispose() {
      isDisposed = true
      guard let parent else { return }
      if parent.connection === self {
        parent.connection = nil
        parent.subject = nil
      }
      self.parent = nil
      subscription.dispose()
    }
  }

  private let source: ModelObservable
  private var subject: ModelPublishSubject?
  private var connection: Connection?

  init(source: ModelObservable) {
    self.source = source
  }

  private var lazySubject: ModelPublishSubject {
    if let subject { return subject }
    let subject = ModelPublishSubject()
    self.subject = subject
    return subject
  }

  /// Subscribes to the current subject (made now if there is none).
  func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable {
    lazySubject.subscribe(observer)
  }

  /// The active connection, or a new one subscribed to the source.
  func connect() -> ModelDisposable {
    if let connection { return ModelDisposable { connection.dispose() } }
    let connection = Connection(parent: self, subject: lazySubject)
    self.connection = connection
    connection.subscription.set(source.subscribe { connection.on($0) })
    return ModelDisposable { connection.dispose() }
  }
}
