import CleanPrimitives

/// Broadcasts each accepted element to the observers subscribed at that moment. Never errors,
/// never completes: the right carrier for UI events and for use-case outputs such as
/// `networkError`.
///
/// Threading: `accept` and `subscribe` may be called from any thread at once; each element is
/// delivered on the thread that accepted it, outside the relay's lock, so an observer may accept
/// into this relay again (re-entrancy is delivered depth-first, as in RxSwift). Concurrent
/// `accept`s from several threads are not ordered with respect to each other and may reach an
/// observer at the same time: an observer of a relay fed from several threads must be
/// thread-safe, or sit behind `observe(on:)` with a serial scheduler (the UI traits do this).
public final class PublishRelay<Element>: ObservableType, ObserverRemoving, Sendable {
  @usableFromInline
  let bag = Locked(RelayBag<Element>())

  /// Creates a relay with no observers.
  @inlinable
  public init() {}

  /// Delivers `element` to every current observer.
  @inlinable
  @inline(__always)
  public func accept(_ element: Element) {
    guard let delivery = bag.withLock({ $0.startDelivery() }) else { return }
    delivery.deliver(element)
    delivery.end()
  }

  /// This relay as an `Observable` whose subscriptions subscribe to it directly (it ends its
  /// observers itself, so no grammar guard is needed).
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in self.subscribe(observer) })
  }

  /// Adds `observer` to the relay's observers until the returned disposable is disposed.
  @inlinable
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    let key = bag.withLock { $0.insert(.observer(observer)) }
    return SubjectSubscription(owner: self, key: key)
  }

  /// Subscribes one closure to the accepted elements. Same contract as the `ObservableType`
  /// method it shadows, cheaper: the relay keeps `onNext` itself instead of an observer that
  /// wraps it.
  @inlinable
  public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
    let key = bag.withLock { $0.insert(.onNext(onNext)) }
    return SubjectSubscription(owner: self, key: key)
  }

  @inlinable
  @inline(__always)
  func removeObserver(_ key: Int) {
    bag.withLock { $0.remove(key) }
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { bag.withLock { !$0.isEmpty } }
}
