import CCleanPrimitives

/// An `Int` in memory owned elsewhere (a field of a class instance, see
/// `storedPropertiesAddress(of:)`), read and written only atomically.
///
/// A view, not storage: it holds the word's address and is valid as long as the object that owns
/// the word. The same operations, names and orderings as `Synchronization.Atomic<Int>`, which
/// needs iOS 18 / macOS 15; these are C11 atomics (`CCleanPrimitives`) and need nothing above the
/// package's floor.
@frozen
@usableFromInline package struct AtomicInt {
  @usableFromInline let word: UnsafeMutablePointer<Int>

  /// A view of the word at `word`, which is aligned and lives as long as the view is used.
  @inlinable
  package init(_ word: UnsafeMutablePointer<Int>) { self.word = word }

  @inlinable
  @inline(__always)
  package func load(ordering: AtomicLoadOrdering) -> Int {
    ccp_int_load(word, ordering.rawValue)
  }

  @inlinable
  @inline(__always)
  package func store(_ value: Int, ordering: AtomicStoreOrdering) {
    ccp_int_store(word, value, ordering.rawValue)
  }

  /// Stores `value`; returns the value it replaced.
  @inlinable
  @inline(__always)
  @discardableResult
  package func exchange(_ value: Int, ordering: AtomicUpdateOrdering) -> Int {
    ccp_int_exchange(word, value, ordering.rawValue)
  }

  /// Stores `desired` if the value is `expected`; returns whether it did and the value found.
  @inlinable
  @inline(__always)
  @discardableResult
  package func compareExchange(
    expected: Int, desired: Int, ordering: AtomicUpdateOrdering
  ) -> (exchanged: Bool, original: Int) {
    var original = 0
    let exchanged = ccp_int_compare_exchange(
      word, expected, desired, &original, ordering.rawValue, ordering.failure)
    return (exchanged, original)
  }

  /// Adds `operand`, wrapping on overflow; returns the values before and after.
  @inlinable
  @inline(__always)
  @discardableResult
  package func wrappingAdd(
    _ operand: Int, ordering: AtomicUpdateOrdering
  ) -> (oldValue: Int, newValue: Int) {
    let old = ccp_int_fetch_add(word, operand, ordering.rawValue)
    return (old, old &+ operand)
  }

  /// Subtracts `operand`, wrapping on overflow; returns the values before and after.
  @inlinable
  @inline(__always)
  @discardableResult
  package func wrappingSubtract(
    _ operand: Int, ordering: AtomicUpdateOrdering
  ) -> (oldValue: Int, newValue: Int) {
    let old = ccp_int_fetch_sub(word, operand, ordering.rawValue)
    return (old, old &- operand)
  }
}
