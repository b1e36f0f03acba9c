import CleanPrimitives

/// Holds a current `value` and broadcasts every accepted one. A new subscriber first receives
/// the current value. Never errors, never completes: the right carrier for state.
///
/// Threading: `accept`, `value` and `subscribe` may be called from any thread at once; elements
/// are delivered outside the lock on the accepting thread (re-entrant `accept` is allowed,
/// delivered depth-first as in RxSwift). A subscriber racing with `accept` receives the value
/// current when it subscribed, never one older than that. Like `PublishRelay`, accepts from
/// several threads at once are not ordered with respect to each other: serialize them if the
/// order matters (`ActivityIndicator`, fed from every thread a request finishes on, does).
public final class BehaviorRelay<Element>: ObservableType, ObserverRemoving, Sendable {
  @usableFromInline
  struct State: @unchecked Sendable {  // only touched under `state`'s lock
    @usableFromInline var value: Element
    @usableFromInline var version = 0
    @usableFromInline var bag = RelayBag<Element>()

    @inlinable
    init(value: Element) { self.value = value }
  }

  @usableFromInline
  let state: Locked<State>

  /// Creates a relay whose current value is `value`.
  @inlinable
  public init(value: Element) {
    state = Locked(State(value: value))
  }

  /// The current value.
  @inlinable
  public var value: Element { state.withLock { $0.value } }

  /// Replaces the value and delivers it to every current observer.
  @inlinable
  public func accept(_ element: Element) {
    let delivery = state.withLock { state in
      state.value = element
      state.version &+= 1
      return state.bag.startDelivery()
    }
    guard let delivery else { return }
    delivery.deliver(element)
    delivery.end()
  }

  /// This relay as an `Observable` whose subscriptions subscribe to it directly (it ends its
  /// observers itself, so no grammar guard is needed).
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in self.subscribe(observer) })
  }

  /// Delivers the current value to `observer` at once, on the calling thread, then adds it to the
  /// relay's observers until the returned disposable is disposed.
  @inlinable
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    subscribe(.observer(observer))
  }

  /// Subscribes one closure to the current value and every accepted one. Same contract as the
  /// `ObservableType` method it shadows, cheaper: the relay keeps `onNext` itself instead of an
  /// observer that wraps it.
  @inlinable
  public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
    subscribe(.onNext(onNext))
  }

  @inlinable
  func subscribe(_ observer: consuming RelayObserver<Element>) -> any Disposable {
    // Deliver the current value outside the lock, then register only if nothing was accepted in
    // between; otherwise deliver the newer value and try again.
    var (current, version) = state.withLock { ($0.value, $0.version) }
    while true {
      observer.deliver(current)
      let key = state.withLock { state -> Int? in
        if state.version != version {
          current = state.value
          version = state.version
          return nil
        }
        return state.bag.insert(observer.copy())
      }
      if let key { return SubjectSubscription(owner: self, key: key) }
    }
  }

  @inlinable
  func removeObserver(_ key: Int) {
    state.withLock { $0.bag.remove(key) }
  }
}
