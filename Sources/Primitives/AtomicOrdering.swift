/// How an atomic load orders the memory accesses around it (C11's `memory_order`, by name).
///
/// The raw value is C11's `memory_order` constant: the C layer (`CCleanPrimitives`) receives it
/// as is, and since every call site passes a constant, the compiler folds the choice away.
@frozen
@usableFromInline package struct AtomicLoadOrdering: Sendable {
  @usableFromInline let rawValue: Int32

  @inlinable init(rawValue: Int32) { self.rawValue = rawValue }

  /// No ordering: only the load itself is atomic.
  @inlinable package static var relaxed: Self { Self(rawValue: 0) }
  /// Accesses after the load stay after it; pairs with a releasing store or update.
  @inlinable package static var acquiring: Self { Self(rawValue: 2) }
  /// One total order with every other sequentially consistent operation.
  @inlinable package static var sequentiallyConsistent: Self { Self(rawValue: 5) }
}

/// How an atomic store orders the memory accesses around it.
@frozen
@usableFromInline package struct AtomicStoreOrdering: Sendable {
  @usableFromInline let rawValue: Int32

  @inlinable init(rawValue: Int32) { self.rawValue = rawValue }

  /// No ordering: only the store itself is atomic.
  @inlinable package static var relaxed: Self { Self(rawValue: 0) }
  /// Accesses before the store stay before it; pairs with an acquiring load or update.
  @inlinable package static var releasing: Self { Self(rawValue: 3) }
  /// One total order with every other sequentially consistent operation.
  @inlinable package static var sequentiallyConsistent: Self { Self(rawValue: 5) }
}

/// How an atomic read-modify-write operation orders the memory accesses around it.
@frozen
@usableFromInline package struct AtomicUpdateOrdering: Sendable {
  @usableFromInline let rawValue: Int32

  @inlinable init(rawValue: Int32) { self.rawValue = rawValue }

  /// No ordering: only the update itself is atomic.
  @inlinable package static var relaxed: Self { Self(rawValue: 0) }
  /// The read half acquires.
  @inlinable package static var acquiring: Self { Self(rawValue: 2) }
  /// The write half releases.
  @inlinable package static var releasing: Self { Self(rawValue: 3) }
  /// The read half acquires and the write half releases.
  @inlinable package static var acquiringAndReleasing: Self { Self(rawValue: 4) }
  /// One total order with every other sequentially consistent operation.
  @inlinable package static var sequentiallyConsistent: Self { Self(rawValue: 5) }

  /// The ordering of a failed compare-and-exchange: the read half of this one (C11 forbids a
  /// releasing failure).
  @inlinable
  var failure: Int32 {
    switch rawValue {
    case 3: 0  // releasing → relaxed
    case 4: 2  // acquiringAndReleasing → acquiring
    default: rawValue
    }
  }
}
