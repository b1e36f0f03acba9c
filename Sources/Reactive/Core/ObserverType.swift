/// Anything that can receive the events of a sequence.
public protocol ObserverType<Element>: Sendable {
  associatedtype Element
  /// Delivers one event. Callers never deliver events after a terminal one.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }

  @inlinable
  public func onError(_ error: any Error) { on(.error(error)) }

  @inlinable
  public func onCompleted() { on(.completed) }
}
