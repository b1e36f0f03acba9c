/// A value with where it came from (``ValueSource``): what a cache-then-network read emits.
///
/// Threading: an immutable `Sendable` value.
public struct Sourced<Value: Sendable>: Sendable {
  /// The value.
  public let value: Value
  /// Where it came from.
  public let source: ValueSource

  /// `value`, from `source`.
  public init(value: Value, source: ValueSource) {
    self.value = value
    self.source = source
  }
}

extension Sourced: Equatable where Value: Equatable {}
