/// A mutable slot for an operator whose source already serializes its events (Rx grammar), so
/// the slot needs no lock of its own: `distinctUntilChanged`, `scan`.
@usableFromInline
final class LatestValue<Value>: @unchecked Sendable {
  @usableFromInline var value: Value?
  @inlinable init() {}
}
