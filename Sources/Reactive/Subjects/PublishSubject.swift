import CleanPrimitives

/// Broadcasts events to the observers subscribed at that moment. After a terminal event it
/// holds that event and replays it to late subscribers.
///
/// Threading: `on` and `subscribe` may be called from any thread; delivery happens outside the
/// lock on the emitting thread. Callers must not emit concurrently from several threads (Rx
/// grammar), but accidental concurrent terminal events are delivered at most once.
public final class PublishSubject<Element>: ObservableType, ObserverType, ObserverRemoving,
  Sendable
{
  @usableFromInline
  struct State: @unchecked Sendable {  // only touched under `state`'s lock
    @usableFromInline var bag = ObserverBag<Element>()
    @usableFromInline var stopEvent: Event<Element>?
    @inlinable init() {}
  }

  @usableFromInline
  let state = Locked(State())

  /// Creates a subject with no observers.
  @inlinable
  public init() {}

  /// Delivers `event` to every current observer on the calling thread; a terminal event also ends
  /// the subject, and events after it are ignored.
  @inlinable
  public func on(_ event: Event<Element>) {
    let observers = state.withLock { state -> ContiguousArray<AnyObserver<Element>> in
      if state.stopEvent != nil { return [] }
      let observers = state.bag.observers
      if event.isStopEvent {
        state.stopEvent = event
        state.bag.removeAll()
      }
      return observers
    }
    for observer in observers {
      observer.on(event)
    }
  }

  /// This subject as an `Observable` whose subscriptions subscribe to it directly (it ends its
  /// observers itself, so no grammar guard is needed).
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in self.subscribe(observer) })
  }

  /// Adds `observer` to the subject's observers until the returned disposable is disposed; after a
  /// terminal event, delivers only that event.
  @inlinable
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    let outcome = state.withLock { state -> (Int?, Event<Element>?) in
      if let stop = state.stopEvent { return (nil, stop) }
      return (state.bag.insert(observer), nil)
    }
    if let key = outcome.0 { return SubjectSubscription(owner: self, key: key) }
    if let stop = outcome.1 { observer.on(stop) }
    return NopDisposable()
  }

  @inlinable
  func removeObserver(_ key: Int) {
    state.withLock { $0.bag.remove(key) }
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { state.withLock { !$0.bag.observers.isEmpty } }
}
