/// Receives the events of a sequence.
///
/// Threading: an observer is called on whatever thread the source emits on; sources serialize
/// their calls (never two at once for one observer). Error contract: none of its own.
@frozen
public struct AnyObserver<Element>: ObserverType, Sendable {
  @usableFromInline
  let handler: @Sendable (Event<Element>) -> Void

  @inlinable
  public init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
    self.handler = handler
  }

  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.handler = { observer.on($0) }
  }

  @inlinable
  public func on(_ event: Event<Element>) {
    handler(event)
  }

  @inlinable
  public func asObserver() -> AnyObserver<Element> { self }
}
