/// One observer of a relay: either a full `AnyObserver` (operators subscribe this way) or the
/// element closure given to `subscribe(onNext:)`, stored as it is.
///
/// Storing the closure itself saves `subscribe(onNext:)` the observer closure that would wrap
/// it (one allocation per subscription) and saves every delivery one indirect call: a relay
/// only ever sends `.next`, so the element goes straight to the closure. The enum is one closure
/// and a case byte (a relay's entry, with its key, is 24 bytes).
///
/// Noncopyable, so that a delivery reading it in the relay's buffer borrows the closure in place
/// instead of retaining and releasing it around the call; `copy()` copies it explicitly.
///
/// Threading: called on the accepting thread, outside the relay's lock.
@frozen
@usableFromInline
package enum RelayObserver<Element>: ~Copyable, Sendable {
  case observer(AnyObserver<Element>)
  case onNext(@Sendable (Element) -> Void)

  /// Delivers one element.
  @inlinable
  @inline(__always)
  package func deliver(_ element: Element) {
    switch self {
    case .onNext(let onNext): onNext(element)
    case .observer(let observer): observer.on(.next(element))
    }
  }

  /// The same observer (its closure retained once more).
  @inlinable
  package func copy() -> RelayObserver<Element> {
    switch self {
    case .onNext(let onNext): .onNext(onNext)
    case .observer(let observer): .observer(observer)
    }
  }
}
