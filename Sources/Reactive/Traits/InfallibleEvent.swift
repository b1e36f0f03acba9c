/// An event of an `Infallible`: an element, or the completion — there is no error case.
public enum InfallibleEvent<Element> {
  /// The next element.
  case next(Element)
  /// The sequence completed; nothing follows.
  case completed

  /// The event as an `Event` of an observable.
  @inlinable
  public var event: Event<Element> {
    switch self {
    case .next(let element): .next(element)
    case .completed: .completed
    }
  }
}

extension InfallibleEvent: Sendable where Element: Sendable {}
extension InfallibleEvent: Equatable where Element: Equatable {}
