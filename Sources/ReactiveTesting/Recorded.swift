import CleanReactive

/// A value stamped with the virtual time (in `TestScheduler` ticks) at which it happened.
public struct Recorded<Value>: CustomStringConvertible {
  /// The virtual time, in ticks, at which the value happened.
  public let time: Int
  /// The recorded value, usually an `Event`.
  public let value: Value

  /// Stamps `value` with the virtual time `time`.
  public init(time: Int, value: Value) {
    self.time = time
    self.value = value
  }

  /// The value and its time, as `value @ time`.
  public var description: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
  /// `.next(210, element)`: an element at virtual time 210.
  public static func next<Element>(_ time: Int, _ element: Element) -> Recorded
  where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// `.error(300, error)`: a failure at virtual time 300.
  public static func error<Element>(_ time: Int, _ error: any Error) -> Recorded
  where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// `.completed(400)`: completion at virtual time 400.
  public static func completed<Element>(_ time: Int) -> Recorded where Value == Event<Element> {
    Recorded(time: time, value: .completed)
  }
}
