extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying the last `replay`
  /// elements to each newcomer. The source is subscribed when the first subscriber arrives and
  /// disposed when the last one leaves (or when it terminates); the replay buffer is cleared then
  /// (RxSwift's `.whileConnected` scope), so a later subscriber starts afresh.
  ///
  /// Threading: events are forwarded under a re-entrant lock, so a newcomer's replay and live
  /// events never interleave out of order.
  @inlinable
  public func share(replay: Int = 0) -> Observable<Element> {
    let connection = ShareReplayConnection<Self>(source: self, replay: replay)
    return Observable(unsafeSubscribe: { observer in connection.subscribe(observer) })
  }
}

@usableFromInline
final class ShareReplayConnection<Source: ObservableType>: ObserverRemoving, @unchecked Sendable {
  @usableFromInline typealias Element = Source.Element

  @usableFromInline let source: Source
  @usableFromInline let replay: Int
  @usableFromInline let lock = RecursiveLock()
  // Guarded by `lock`.
  @usableFromInline var bag = ObserverBag<Element>()
  @usableFromInline var buffer: [Element] = []
  @usableFromInline var connection: SingleAssignmentDisposable?
  @usableFromInline var generation = 0

  @inlinable
  init(source: Source, replay: Int) {
    self.source = source
    self.replay = max(0, replay)
  }

  @inlinable
  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    lock.lock()
    defer { lock.unlock() }
    for element in buffer { observer.on(.next(element)) }
    let key = bag.insert(observer)
    let subscription = SubjectSubscription(owner: self, key: key)
    if connection == nil {
      let newConnection = SingleAssignmentDisposable()
      connection = newConnection
      generation &+= 1
      let current = generation
      newConnection.setDisposable(
        source.subscribe(AnyObserver { [self] in forward($0, generation: current) }))
    }
    return subscription
  }

  @inlinable
  func forward(_ event: Event<Element>, generation current: Int) {
    lock.lock()
    defer { lock.unlock() }
    guard current == generation else { return }
    let observers = bag.observers
    switch event {
    case .next(let element):
      if replay > 0 {
        buffer.append(element)
        if buffer.count > replay { buffer.removeFirst(buffer.count - replay) }
      }
    case .error, .completed:
      bag.removeAll()
      buffer.removeAll()
      connection = nil
      generation &+= 1
    }
    for observer in observers { observer.on(event) }
  }

  @inlinable
  func removeObserver(_ key: Int) {
    let toDispose: SingleAssignmentDisposable? = lock.withLock {
      bag.remove(key)
      guard bag.observers.isEmpty, let current = connection else { return nil }
      connection = nil
      buffer.removeAll()
      generation &+= 1
      return current
    }
    toDispose?.dispose()
  }
}
