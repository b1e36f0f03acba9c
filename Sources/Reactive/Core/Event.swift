/// One event of a sequence. The grammar is `next* (error | completed)?`: after an `error` or a
/// `completed` nothing more is delivered.
@frozen
public enum Event<Element> {
  case next(Element)
  case error(any Error)
  case completed

  /// The element of a `.next` event.
  @inlinable
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error of an `.error` event.
  @inlinable
  public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this event ends the sequence.
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// Maps the element of a `.next` event; terminal events pass through.
  @inlinable
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomStringConvertible {
  public var description: String {
    switch self {
    case .next(let element): "next(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

/// Two events are equal when they are the same case with equal payloads. Errors are equal when
/// they have the same type and are `==` (for `Equatable` errors) or print the same otherwise.
extension Event: Equatable where Element: Equatable {
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): left == right
    case (.error(let left), .error(let right)): errorsAreEqual(left, right)
    case (.completed, .completed): true
    default: false
    }
  }
}

/// Compares two errors by type and value, without losing payloads the way seed 001 did.
public func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  guard type(of: lhs) == type(of: rhs) else { return false }
  if let left = lhs as? any Equatable {
    return left.isEqual(to: rhs)
  }
  return String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
