/// Mutable per-subscription state of an element-wise stage (`scan`'s accumulation, `skip`'s
/// and `take`'s counters, `distinctUntilChanged`'s last key).
///
/// Threading: touched only by the source's serialized events, so it needs no lock (the Rx
/// contract never calls one observer concurrently).
@usableFromInline
final class StageState<Value>: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var value: Value
  @inlinable init(_ value: Value) { self.value = value }
}
