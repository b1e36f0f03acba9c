import Synchronization

/// An integer shared by the closures of one subscription (`take`, `skip`).
@usableFromInline
final class AtomicCounter: Sendable {
  @usableFromInline let storage: Atomic<Int>

  @inlinable init(_ value: Int) { storage = Atomic(value) }

  /// Subtracts one; returns the new value.
  @inlinable
  func decrement() -> Int {
    storage.subtract(1, ordering: .acquiringAndReleasing).newValue
  }

  /// Stores `value`; returns the old one.
  @inlinable
  func exchange(_ value: Int) -> Int {
    storage.exchange(value, ordering: .acquiringAndReleasing)
  }

  @inlinable
  var value: Int { storage.load(ordering: .acquiring) }
}
