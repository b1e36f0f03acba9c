import CleanPrimitives

/// An integer shared by the closures of one subscription (`take`, `skip`).
@usableFromInline
final class AtomicCounter: @unchecked Sendable {
  /// The first stored property: reached only through `storage` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var word: Int

  @inlinable var storage: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }

  @inlinable init(_ value: Int) {
    word = value
    checkFirstStoredProperty(&word, of: self)
  }

  /// Subtracts one; returns the new value.
  @inlinable
  func decrement() -> Int {
    storage.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
  }

  /// Stores `value`; returns the old one.
  @inlinable
  func exchange(_ value: Int) -> Int {
    storage.exchange(value, ordering: .acquiringAndReleasing)
  }

  @inlinable
  var value: Int { storage.load(ordering: .acquiring) }
}
