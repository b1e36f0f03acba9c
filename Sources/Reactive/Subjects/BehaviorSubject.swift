import CleanPrimitives

/// Holds a current value and broadcasts events; a new subscriber first receives the current
/// value. After a terminal event it replays that event to late subscribers instead.
///
/// Threading: as `BehaviorRelay`. `value()` throws the error the subject failed with.
public final class BehaviorSubject<Element>: ObservableType, ObserverType, ObserverRemoving,
  Sendable
{
  @usableFromInline
  struct State: @unchecked Sendable {  // only touched under `state`'s lock
    @usableFromInline var value: Element
    @usableFromInline var version = 0
    @usableFromInline var bag = ObserverBag<Element>()
    @usableFromInline var stopEvent: Event<Element>?

    @inlinable
    init(value: Element) { self.value = value }
  }

  @usableFromInline
  let state: Locked<State>

  /// Creates a subject whose current value is `value`.
  @inlinable
  public init(value: Element) {
    state = Locked(State(value: value))
  }

  /// The current value; throws the error the subject failed with, if any.
  public func value() throws -> Element {
    try state.withLock { state in
      if case .error(let error) = state.stopEvent { throw error }
      return state.value
    }
  }

  /// Stores a `.next` element as the current value and delivers `event` to every current
  /// observer on the calling thread; a terminal event also ends the subject, and events after it
  /// are ignored.
  @inlinable
  public func on(_ event: Event<Element>) {
    let observers = state.withLock { state -> ContiguousArray<AnyObserver<Element>> in
      if state.stopEvent != nil { return [] }
      let observers = state.bag.observers
      switch event {
      case .next(let element):
        state.value = element
        state.version &+= 1
      case .error, .completed:
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

  /// Delivers the current value to `observer`, then adds it to the subject's observers until the
  /// returned disposable is disposed; after a terminal event, delivers only that event.
  @inlinable
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    var (current, version, stop) = state.withLock { ($0.value, $0.version, $0.stopEvent) }
    while stop == nil {
      observer.on(.next(current))
      let key = state.withLock { state -> Int? in
        if state.version != version || state.stopEvent != nil {
          current = state.value
          version = state.version
          stop = state.stopEvent
          return nil
        }
        return state.bag.insert(observer)
      }
      if let key { return SubjectSubscription(owner: self, key: key) }
    }
    if let stop { observer.on(stop) }
    return NopDisposable()
  }

  @inlinable
  func removeObserver(_ key: Int) {
    state.withLock { $0.bag.remove(key) }
  }
}
