/// One observer of a relay: either a full `AnyObserver` (operators subscribe this way) or the
/// element closure given to `subscribe(onNext:)`, stored as it is.
///
/// Storing the closure itself saves `subscribe(onNext:)` the observer closure that would wrap
/// it (one allocation per subscription) and saves every delivery one indirect call: a relay
/// only ever sends `.next`, so the element goes straight to the closure. The enum is one closure
/// and a case byte (a relay's entry, with its key, is 32 bytes).
///
/// Threading: called on the accepting thread, outside the relay's lock.
@frozen
@usableFromInline
package enum RelayObserver<Element>: Sendable {
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
}
