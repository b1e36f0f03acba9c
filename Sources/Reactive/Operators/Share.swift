extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying the last `replay`
  /// elements to each newcomer. The source is subscribed when the first subscriber arrives and
  /// disposed when the last one leaves; when it terminates, the terminal event reaches the
  /// current subscribers and that subscription ends (in which order, see below). What happens
  /// next depends on `scope`, as in RxSwift: with `.whileConnected` the buffer is cleared and
  /// the next subscriber starts a fresh subscription; with `.forever` the buffer is kept, and
  /// after a terminal event every later subscriber gets the buffer and that event without a new
  /// subscription.
  ///
  /// As in RxSwift, `.forever` is `multicast(subject).refCount()` with one `PublishSubject`
  /// (`replay` 0) or `ReplaySubject` for ever, and `.whileConnected` with `replay` of 2 or more
  /// is `replay(replay).refCount()`: when the source ends, its subscription is disposed before
  /// the terminal event reaches the subscribers, and a subscriber that arrives while an element
  /// is being delivered (say, from another subscriber's handler) gets its replay, that element
  /// included, at once. `.whileConnected` with `replay` 0 or 1 is a dedicated connection
  /// (RxSwift's `ShareWhileConnected` / `ShareReplay1WhileConnected`): the terminal event
  /// reaches the subscribers and the connection ends without disposing the source subscription,
  /// which the source ends itself once its terminal event has returned (as every operator of
  /// this package and `asObservable()` of a custom source do), so `xs.do(onCompleted: c,
  /// afterCompleted: ac, onDispose: d).share()` runs `c`, `ac`, `d`, as in RxSwift.
  ///
  /// Threading: for `replay` 0 or 1 with `.whileConnected`, deliveries go through a
  /// `Serializer` — never concurrent, no lock held while an observer runs — and a newcomer's
  /// replay is queued in the same critical section that registers it, so it always sees its
  /// replay before any live event, and each event once (deliberate difference: a newcomer that
  /// subscribes from inside a delivery gets the latest element after that delivery has reached
  /// every subscriber; RxSwift replays it at once, inside the delivery). Otherwise see
  /// `ReplaySubject`, `ConnectableObservable` and `refCount()`.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    switch scope {
    case .forever where replay <= 0:
      return multicast(PublishSubject<Element>()).refCount()
    case .forever:
      return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
    case .whileConnected where replay >= 2:
      return self.replay(replay).refCount()
    case .whileConnected:
      // `asObservable()`, as RxSwift: a custom source then ends its subscription at its terminal
      // event, which this connection does not dispose.
      let connection = ShareReplayConnection(source: asObservable(), replay: replay, scope: scope)
      return Observable(unsafeSubscribe: { observer in connection.subscribe(observer) })
    }
  }
}

/// What a `share` connection delivers: a live event to the observers registered when it was
/// decided, or the replay buffer to one newcomer.
@usableFromInline
enum ShareDelivery<Element> {
  case event(Event<Element>, ContiguousArray<AnyObserver<Element>>)
  case replay([Element], AnyObserver<Element>)
}

@usableFromInline
final class ShareReplayConnection<Source: ObservableType>: ObserverRemoving, @unchecked Sendable {
  @usableFromInline typealias Element = Source.Element

  @usableFromInline
  struct State {
    @usableFromInline var bag = ObserverBag<Element>()
    @usableFromInline var buffer: [Element] = []
    @usableFromInline var connection: SingleAssignmentDisposable?
    /// Identifies the current connection: events of an older one are ignored.
    @usableFromInline var generation = 0
    /// The source's terminal event, kept for later subscribers (`.forever` only).
    @usableFromInline var terminal: Event<Element>?
    @inlinable init() {}
  }

  @usableFromInline let source: Source
  @usableFromInline let replay: Int
  @usableFromInline let scope: SubjectLifetimeScope
  @usableFromInline let serializer: Serializer<State, ShareDelivery<Element>>

  @inlinable
  init(source: Source, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.replay = max(0, replay)
    self.scope = scope
    // A connection outlives the termination of one upstream subscription (a later subscriber
    // reconnects), so the serializer is never finished.
    serializer = Serializer(state: State()) { delivery in
      switch delivery {
      case .event(let event, let observers):
        for observer in observers { observer.on(event) }
      case .replay(let elements, let observer):
        for element in elements { observer.on(.next(element)) }
      }
      return false
    }
  }

  @inlinable
  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    let (key, newConnection, generation) = serializer.perform {
      state, outbox -> (Int?, SingleAssignmentDisposable?, Int) in
      if !state.buffer.isEmpty { outbox.send(.replay(state.buffer, observer)) }
      if let terminal = state.terminal {
        outbox.send(.event(terminal, [observer]))
        return (nil, nil, state.generation)
      }
      let key = state.bag.insert(observer)
      guard state.connection == nil else { return (key, nil, state.generation) }
      let connection = SingleAssignmentDisposable()
      state.connection = connection
      state.generation &+= 1
      return (key, connection, state.generation)
    }
    if let newConnection {
      newConnection.setDisposable(
        source.subscribe(AnyObserver { [self] in forward($0, generation: generation) }))
    }
    guard let key else { return NopDisposable() }
    return SubjectSubscription(owner: self, key: key)
  }

  /// A terminal event ends the connection (the next subscriber makes a new one) but does not
  /// dispose the source subscription: the source disposes itself once this returns, as
  /// RxSwift's `ShareWhileConnected`, whose `synchronized_dispose` only forgets the connection.
  @inlinable
  func forward(_ event: Event<Element>, generation current: Int) {
    serializer.perform { state, outbox in
      guard current == state.generation else { return }
      outbox.send(.event(event, state.bag.observers))
      switch event {
      case .next(let element):
        if replay > 0 {
          state.buffer.append(element)
          if state.buffer.count > replay { state.buffer.removeFirst(state.buffer.count - replay) }
        }
      case .error, .completed:
        state.bag.removeAll()
        state.generation &+= 1
        switch scope {
        case .whileConnected: state.buffer.removeAll()
        case .forever: state.terminal = event
        }
        state.connection = nil
      }
    }
  }

  @inlinable
  func removeObserver(_ key: Int) {
    let toDispose: SingleAssignmentDisposable? = serializer.update { state in
      state.bag.remove(key)
      guard state.bag.observers.isEmpty, let current = state.connection.take() else { return nil }
      if case .whileConnected = scope { state.buffer.removeAll() }
      state.generation &+= 1
      return current
    }
    toDispose?.dispose()
  }
}
