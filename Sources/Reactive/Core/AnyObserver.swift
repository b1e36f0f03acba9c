/// Receives the events of a sequence.
///
/// Threading: an observer is called on whatever thread the source emits on; sources serialize
/// their calls (never two at once for one observer). Error contract: none of its own.
@frozen
public struct AnyObserver<Element>: ObserverType, Sendable {
  @usableFromInline
  let handler: @Sendable (Event<Element>) -> Void

  /// Creates an observer that passes every event to `handler`, on the thread that delivers it.
  @inlinable
  public init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
    self.handler = handler
  }

  /// Wraps `observer`, erasing its type: every event is forwarded to it unchanged.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.handler = { observer.on($0) }
  }

  /// Passes `event` to the wrapped handler, synchronously on the calling thread.
  @inlinable
  public func on(_ event: Event<Element>) {
    handler(event)
  }

  /// Returns this observer itself.
  @inlinable
  public func asObserver() -> AnyObserver<Element> { self }
}
