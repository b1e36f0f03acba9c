import CCleanPrimitives

/// A `Bool` in memory owned elsewhere (a field of a class instance, see
/// `storedPropertiesAddress(of:)`), read and written only atomically.
///
/// A view, not storage, like `AtomicInt`; the operations of `Synchronization.Atomic<Bool>`
/// without its iOS 18 / macOS 15 requirement.
@frozen
@usableFromInline package struct AtomicBool {
  @usableFromInline let word: UnsafeMutablePointer<Bool>

  /// A view of the flag at `word`, which lives as long as the view is used.
  @inlinable
  package init(_ word: UnsafeMutablePointer<Bool>) { self.word = word }

  @inlinable
  @inline(__always)
  package func load(ordering: AtomicLoadOrdering) -> Bool {
    ccp_bool_load(word, ordering.rawValue)
  }

  @inlinable
  @inline(__always)
  package func store(_ value: Bool, ordering: AtomicStoreOrdering) {
    ccp_bool_store(word, value, ordering.rawValue)
  }

  /// Stores `value`; returns the value it replaced.
  @inlinable
  @inline(__always)
  @discardableResult
  package func exchange(_ value: Bool, ordering: AtomicUpdateOrdering) -> Bool {
    ccp_bool_exchange(word, value, ordering.rawValue)
  }

  /// Stores `desired` if the value is `expected`; returns whether it did and the value found.
  @inlinable
  @inline(__always)
  @discardableResult
  package func compareExchange(
    expected: Bool, desired: Bool, ordering: AtomicUpdateOrdering
  ) -> (exchanged: Bool, original: Bool) {
    let exchanged = ccp_bool_compare_exchange(
      word, expected, desired, ordering.rawValue, ordering.failure)
    return (exchanged, exchanged ? expected : !expected)
  }
}
