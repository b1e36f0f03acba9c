/// RxSwift's `ConnectableObservableAdapter` (`multicast(makeSubject:)`, and so `publish()` and
/// `replay(_:)`; `multicast(_:)` when `makeSubject` returns one subject) in the model, with its
/// `Connection`.
final class ModelConnectable {
  /// RxSwift's `Connection`: forwards the source's events into the subject it was made with; a
  /// terminal event first disposes the connection (the adapter forgets it and its subject).
  final class Connection {
    private var parent: ModelConnectable?
    private let subject: any ModelSubject
    let subscription = ModelSlot()
    private var isDisposed = false

    init(parent: ModelConnectable, subject: any ModelSubject) {
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
  private let makeSubject: () -> any ModelSubject
  private var subject: (any ModelSubject)?
  private var connection: Connection?

  init(source: ModelObservable, makeSubject: @escaping () -> any ModelSubject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  private var lazySubject: any ModelSubject {
    if let subject { return subject }
    let subject = makeSubject()
    self.subject = subject
    return subject
  }

  /// The adapter as a sequence: subscribing subscribes to the current subject (no `Producer`).
  var asObservable: ModelObservable { ModelObservable(subscribe: subscribe) }

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
