import CleanPrimitives

/// An atomic integer for the stress tests' own bookkeeping (how many threads are inside a
/// callback, how many deliveries arrived): atomic rather than locked, so that it adds no
/// happens-before edge of its own that could hide a race in the code under test from
/// ThreadSanitizer. Built like the kernel's atomics (`storedPropertiesAddress`).
final class TestAtomic: @unchecked Sendable {
  /// The first stored property, touched only through `word`.
  @exclusivity(unchecked) private var storage: Int

  init(_ value: Int = 0) {
    storage = value
    checkFirstStoredProperty(&storage, of: self)
  }

  private var word: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }

  var value: Int { word.load(ordering: .acquiring) }

  func store(_ value: Int) { word.store(value, ordering: .releasing) }

  /// Adds `operand`; returns the new value.
  @discardableResult
  func add(_ operand: Int) -> Int {
    word.wrappingAdd(operand, ordering: .acquiringAndReleasing).newValue
  }

  /// Raises the value to `candidate` if it is lower.
  func raise(to candidate: Int) {
    var current = value
    while current < candidate {
      let (exchanged, original) = word.compareExchange(
        expected: current, desired: candidate, ordering: .acquiringAndReleasing)
      if exchanged { return }
      current = original
    }
  }
}
