import CCleanPrimitives

/// An optional raw pointer in memory owned elsewhere (a field of a class instance, see
/// `storedPropertiesAddress(of:)`), read and written only atomically. Holds an object handed
/// over as `Unmanaged<T>.toOpaque()`.
///
/// A view, not storage, like `AtomicInt`.
@frozen
@usableFromInline package struct AtomicRawPointer {
  @usableFromInline let word: UnsafeMutablePointer<UnsafeMutableRawPointer?>

  /// A view of the pointer at `word`, which is aligned and lives as long as the view is used.
  @inlinable
  package init(_ word: UnsafeMutablePointer<UnsafeMutableRawPointer?>) { self.word = word }

  @inlinable
  @inline(__always)
  package func load(ordering: AtomicLoadOrdering) -> UnsafeMutableRawPointer? {
    ccp_pointer_load(word, ordering.rawValue)
  }

  @inlinable
  @inline(__always)
  package func store(_ value: UnsafeMutableRawPointer?, ordering: AtomicStoreOrdering) {
    ccp_pointer_store(word, value, ordering.rawValue)
  }

  /// Stores `value`; returns the pointer it replaced.
  @inlinable
  @inline(__always)
  @discardableResult
  package func exchange(
    _ value: UnsafeMutableRawPointer?, ordering: AtomicUpdateOrdering
  ) -> UnsafeMutableRawPointer? {
    ccp_pointer_exchange(word, value, ordering.rawValue)
  }

  /// Stores `desired` if the pointer is `expected`; returns whether it did.
  @inlinable
  @inline(__always)
  @discardableResult
  package func compareExchange(
    expected: UnsafeMutableRawPointer?, desired: UnsafeMutableRawPointer?,
    ordering: AtomicUpdateOrdering
  ) -> Bool {
    ccp_pointer_compare_exchange(word, expected, desired, ordering.rawValue, ordering.failure)
  }
}
