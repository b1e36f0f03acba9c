/// A one-shot event held in state: a value plus a counter of how many times it was set
/// (ReactorKit's `@Pulse`). Two pulses are equal when their counters are, so an `Equatable`
/// state passed through `distinctUntilChanged` still changes when the *same* alert is set
/// again, and `pulse(_:)` turns a state stream into a stream that fires on every set.
///
/// ```swift
/// struct State: Equatable, Sendable { @Pulse var alert: String? = nil }
/// let states = BehaviorRelay(value: State())
/// let alerts = states.asObservable().pulse(\.$alert).compactMap { $0 }
/// var state = states.value
/// state.alert = "Server error"; states.accept(state)  // fires
/// state.alert = "Server error"; states.accept(state)  // fires again
/// ```
///
/// Threading: a value type; share it through a relay like any state. Error contract: none.
@propertyWrapper
public struct Pulse<Value> {
  /// The value last set.
  public var value: Value {
    didSet { updateCount &+= 1 }
  }

  /// How many times `value` has been set since creation.
  public private(set) var updateCount: UInt = 0

  /// A pulse holding `wrappedValue` that has never been set.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// The value; setting it (even to an equal value) counts as a new event.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The pulse itself, for `states.pulse(\.$alert)`.
  public var projectedValue: Pulse<Value> { self }
}

extension Pulse: Equatable {
  /// Compares the update counters only: a re-set value is a new event even if it is equal.
  public static func == (lhs: Pulse, rhs: Pulse) -> Bool {
    lhs.updateCount == rhs.updateCount
  }
}

extension Pulse: Sendable where Value: Sendable {}
