import CleanPrimitives

/// One subscriber of a `refCount()` sequence (RxSwift's `RefCountSink`): subscribes to the
/// connectable, counts itself in, connects if it is the first, and on disposal counts itself
/// out (disconnecting if it was the last).
///
/// Threading: `snapshot` and `isCounted` are touched only under the hub's lock; events come
/// serialized from the connectable; `dispose()` may come from any thread and runs once.
final class RefCountSink<Source: ConnectableObservableType>: Disposable, @unchecked Sendable {
  // The first stored property: the atomic words, reached only through the views below.
  @exclusivity(unchecked) @usableFromInline var atomics = Atomics()
  @usableFromInline struct Atomics {
    @usableFromInline var isStopped: Bool = false
    @usableFromInline var isDisposed: Bool = false
    @inlinable init() {}
  }
  typealias Element = Source.Element

  let hub: RefCountHub<Source>
  let observer: AnyObserver<Element>
  let subscription = SingleAssignmentDisposable()
  var isStopped: AtomicBool {
    AtomicBool(storedPropertiesAddress(of: self, as: Atomics.self).pointer(to: \.isStopped)!)
  }
  var isDisposed: AtomicBool {
    AtomicBool(storedPropertiesAddress(of: self, as: Atomics.self).pointer(to: \.isDisposed)!)
  }
  /// The connection id this subscriber was counted in (`-1`: not yet counted).
  var snapshot = -1
  var isCounted = false

  init(hub: RefCountHub<Source>, observer: AnyObserver<Element>) {
    self.hub = hub
    self.observer = observer
    checkFirstStoredProperty(&atomics, of: self)
  }

  func run() {
    subscription.setDisposable(hub.source.subscribe(AnyObserver { [self] in on($0) }))
    let connection = hub.state.withLock { state -> SingleAssignmentDisposable? in
      snapshot = state.connectionId
      if isDisposed.load(ordering: .acquiring) { return nil }
      isCounted = true
      state.count += 1
      guard state.count == 1 else { return nil }
      let connection = SingleAssignmentDisposable()
      state.connection = connection
      return connection
    }
    // Connected outside the lock: the source may emit (and end) synchronously.
    connection?.setDisposable(hub.source.connect())
  }

  func on(_ event: Event<Element>) {
    if isStopped.load(ordering: .acquiring) { return }
    guard event.isStopEvent else {
      observer.on(event)
      return
    }
    let ended = hub.state.withLock { state -> SingleAssignmentDisposable? in
      guard state.connectionId == snapshot else { return nil }
      state.count = 0
      state.connectionId &+= 1
      return state.connection.take()
    }
    ended?.dispose()
    if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
    observer.on(event)
    dispose()
  }

  func dispose() {
    isStopped.store(true, ordering: .releasing)
    if isDisposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    subscription.dispose()
    let last = hub.state.withLock { state -> SingleAssignmentDisposable? in
      guard isCounted, state.connectionId == snapshot else { return nil }
      state.count -= 1
      guard state.count == 0 else { return nil }
      return state.connection.take()
    }
    last?.dispose()
  }
}
