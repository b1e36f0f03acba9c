/// Anything that can receive the events of a sequence.
public protocol ObserverType<Element>: Sendable {
  /// The type of the elements this observer receives.
  associatedtype Element
  /// Delivers one event. Callers never deliver events after a terminal one.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Delivers a `.next(element)` event.
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Delivers an `.error(error)` event, which ends the sequence.
  @inlinable
  public func onError(_ error: any Error) { on(.error(error)) }

  /// Delivers a `.completed` event, which ends the sequence.
  @inlinable
  public func onCompleted() { on(.completed) }
}
