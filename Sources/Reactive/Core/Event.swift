/// One event of a sequence. The grammar is `next* (error | completed)?`: after an `error` or a
/// `completed` nothing more is delivered.
@frozen
public enum Event<Element> {
  /// An element of the sequence; any number of them may arrive.
  case next(Element)
  /// The sequence failed with this error; nothing follows it.
  case error(any Error)
  /// The sequence ended successfully; nothing follows it.
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
  /// A short description for logs: `next(element)`, `error(error)` or `completed`.
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
  /// Whether both events are the same case with equal payloads (errors compared as
  /// `errorsAreEqual(_:_:)` does).
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): left == right
    case (.error(let left), .error(let right)): errorsAreEqual(left, right)
    case (.completed, .completed): true
    default: false
    }
  }
}

/// Whether two errors have the same type and value: `Equatable` errors are compared with `==`,
/// others by their reflected description, so payloads count (comparing only the type, or only
/// `localizedDescription`, would call two different failures equal).
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
