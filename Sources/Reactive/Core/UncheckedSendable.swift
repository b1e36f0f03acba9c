import CleanPrimitives

/// Wraps a value that is only ever touched under a lock (or on one thread), so that it may be
/// stored in a `Locked` or captured by a `@Sendable` closure. Each use states its guard.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline package var value: Value

  @inlinable
  package init(_ value: Value) { self.value = value }
}
