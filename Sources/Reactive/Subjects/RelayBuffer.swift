import CleanPrimitives

/// The storage behind a `RelayBag`: its entries in one manually managed block, and a count of
/// who is using them.
///
/// `references` is 1 for the bag whose current buffer this is, plus 1 for each delivery reading
/// it. A delivery takes its reference under the relay's lock and gives it back without the lock;
/// the bag changes a buffer in place only when it finds `references == 1` (under the lock, so no
/// delivery can start meanwhile); otherwise it copies the entries into a new buffer and gives up
/// its own reference to this one, which then stays alive until the last delivery reading it gives
/// its reference back and releases it (see `RelayBag.Delivery.end()`).
///
/// This replaces the retain and release of a copy-on-write array per `accept` (about 40
/// instructions in the runtime) with two atomic additions, and lets a delivery read the entries
/// in place: they are noncopyable, so calling an entry's closure borrows it instead of retaining
/// it.
///
/// Threading: `slots`, `count` and `capacity` are touched only under the relay's lock, or
/// read by a delivery holding a reference (which guarantees nobody changes them).
@usableFromInline
package final class RelayBuffer<Element>: @unchecked Sendable {
  // The first stored property: reached only through `references` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var referencesWord: Int = 1
  @inlinable var references: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }
  @usableFromInline @exclusivity(unchecked) var slots: UnsafeMutablePointer<RelayBag<Element>.Entry>
  @usableFromInline @exclusivity(unchecked) var count = 0
  @usableFromInline @exclusivity(unchecked) var capacity: Int

  @inlinable
  init(capacity: Int) {
    self.capacity = capacity
    slots = .allocate(capacity: capacity)
    checkFirstStoredProperty(&referencesWord, of: self)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// Whether no delivery is reading this buffer (only its bag holds it). Called under the lock.
  @inlinable
  var isUnshared: Bool { references.load(ordering: .acquiring) == 1 }

  /// Doubles the capacity in place. Only for an unshared buffer, under the lock.
  @usableFromInline
  func grow() {
    let newCapacity = Swift.max(4, capacity * 2)
    let newSlots = UnsafeMutablePointer<RelayBag<Element>.Entry>.allocate(capacity: newCapacity)
    newSlots.moveInitialize(from: slots, count: count)
    slots.deallocate()
    slots = newSlots
    capacity = newCapacity
  }

  /// A new, unshared buffer holding copies of these entries except the one at `skipping` (if
  /// any), with room for `extra` more. Called under the lock.
  @usableFromInline
  func copy(skipping: Int?, reserving extra: Int) -> RelayBuffer<Element> {
    let copy = RelayBuffer(capacity: Swift.max(4, count + extra))
    for index in 0..<count where index != skipping {
      (copy.slots + copy.count).initialize(to: slots[index].copy())
      copy.count += 1
    }
    return copy
  }

  /// Takes one reference for a delivery. Called under the lock, which orders it before any
  /// change to the buffer.
  @inlinable
  func addReference() {
    references.wrappingAdd(1, ordering: .relaxed)
  }

  /// Gives up one reference; the caller must release the object when this returns `true`.
  @inlinable
  func dropReference() -> Bool {
    references.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue == 0
  }
}
