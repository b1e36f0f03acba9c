/// The observers of a relay, each under a key that is never reused, in subscription order.
///
/// Value type kept under the relay's lock. The entries live in a `RelayBuffer` that a delivery
/// reads in place outside the lock (`startDelivery()`), so observers may accept, subscribe or
/// dispose re-entrantly: a change while a delivery reads the buffer goes to a copy, and the
/// delivery finishes on the entries it started with. Keys live beside the observers, so
/// subscribing and disposing touch one block.
@frozen
@usableFromInline
package struct RelayBag<Element> {
  /// One observer and its key, in 24 bytes: the observer enum is 17 bytes (two closure words
  /// and the case tag), and the key's 56 bits fill the 7 bytes after it, so no stride padding.
  /// Stored properties are laid out in declaration order; keep the observer first.
  @frozen
  @usableFromInline
  package struct Entry: ~Copyable {
    @usableFromInline package let observer: RelayObserver<Element>
    @usableFromInline let keyLow: UInt8
    @usableFromInline let keyMiddle: UInt16
    @usableFromInline let keyHigh: UInt32

    @inlinable
    package init(key: Int, observer: consuming RelayObserver<Element>) {
      self.observer = observer
      keyLow = UInt8(truncatingIfNeeded: key)
      keyMiddle = UInt16(truncatingIfNeeded: key &>> 8)
      keyHigh = UInt32(truncatingIfNeeded: key &>> 24)
    }

    @inlinable
    init(copying other: borrowing Entry) {
      observer = other.observer.copy()
      keyLow = other.keyLow
      keyMiddle = other.keyMiddle
      keyHigh = other.keyHigh
    }

    /// The same entry (its closure retained once more).
    @inlinable
    func copy() -> Entry { Entry(copying: self) }

    /// The key's low 56 bits.
    @inlinable
    package var key: Int {
      Int(keyHigh) &<< 24 | Int(keyMiddle) &<< 8 | Int(keyLow)
    }

    /// Whether this entry is under `key` (compared on its low 56 bits, field by field: the low
    /// byte first, the one that tells neighbouring keys apart).
    @inlinable
    @inline(__always)
    func isUnder(low: UInt8, middle: UInt16, high: UInt32) -> Bool {
      keyLow == low && keyMiddle == middle && keyHigh == high
    }
  }

  /// One delivery's hold on the entries current when it started: it reads them in place,
  /// outside the lock, and must call `end()` once done.
  @frozen
  @usableFromInline
  package struct Delivery {
    @usableFromInline let buffer: Unmanaged<RelayBuffer<Element>>
    @usableFromInline let slots: UnsafeMutablePointer<Entry>
    @usableFromInline let count: Int

    @inlinable
    init(_ buffer: RelayBuffer<Element>) {
      self.buffer = Unmanaged.passUnretained(buffer)
      slots = buffer.slots
      count = buffer.count
    }

    /// Delivers `element` to every entry, in subscription order.
    @inlinable
    @inline(__always)
    package func deliver(_ element: Element) {
      // `count` is at least 1 (`startDelivery()` makes no delivery for an empty bag), so the
      // first entry goes before the loop: a single observer costs no loop bookkeeping.
      slots.pointee.observer.deliver(element)
      var index = 1
      while index < count {
        slots[index].observer.deliver(element)
        index &+= 1
      }
    }

    /// Gives the entries back; the last delivery of a buffer the bag has replaced frees it.
    @inlinable
    @inline(__always)
    package func end() {
      if buffer._withUnsafeGuaranteedRef({ $0.dropReference() }) { buffer.release() }
    }
  }

  @usableFromInline var buffer: RelayBuffer<Element>?
  @usableFromInline package var nextKey = 0

  @inlinable
  package init() {}

  @inlinable
  package var isEmpty: Bool { (buffer?.count ?? 0) == 0 }

  /// The number of observers.
  @inlinable
  package var count: Int { buffer?.count ?? 0 }

  /// The keys of the observers, in subscription order (their low 56 bits).
  package var keys: [Int] {
    guard let buffer else { return [] }
    return (0..<buffer.count).map { buffer.slots[$0].key }
  }

  /// Takes a reference to the current entries for one delivery (`nil` when there are none).
  /// Called under the lock; the delivery runs outside it.
  @inlinable
  @inline(__always)
  package func startDelivery() -> Delivery? {
    // The buffer is read through an unowned reference: the bag's own keeps it alive here, and
    // reading it directly would retain it around the atomic add.
    guard let buffer, buffer.count != 0 else { return nil }
    let delivery = Delivery(buffer)
    delivery.buffer._withUnsafeGuaranteedRef { $0.addReference() }
    return delivery
  }

  // The buffer is reached through unowned references below: the bag's own reference keeps it
  // alive under the lock, and using the strong one directly would retain and release it around
  // each atomic access.

  @inlinable
  package mutating func insert(_ observer: consuming RelayObserver<Element>) -> Int {
    let key = nextKey
    // Entries keep a key's low 56 bits (see `Entry`): at a million subscriptions a second on one
    // relay, those come back after 2,284 years, and only a subscription still alive by then
    // could be confused with a new one.
    nextKey &+= 1
    let slot = writableBuffer()._withUnsafeGuaranteedRef { buffer in
      if buffer.count == buffer.capacity { buffer.grow() }
      let count = buffer.count
      buffer.count = count &+ 1
      return buffer.slots + count
    }
    slot.initialize(to: Entry(key: key, observer: observer))
    return key
  }

  /// Removes the observer under `key`; does nothing when it is not (or no longer) here.
  @inlinable
  @inline(__always)
  package mutating func remove(_ key: Int) {
    guard let unowned = unownedBuffer else { return }
    let (slots, count) = unowned._withUnsafeGuaranteedRef { ($0.slots, $0.count) }
    // Searched from the end: the newest subscription is the likeliest to go first.
    let low = UInt8(truncatingIfNeeded: key)
    let middle = UInt16(truncatingIfNeeded: key &>> 8)
    let high = UInt32(truncatingIfNeeded: key &>> 24)
    var index = count &- 1
    while index >= 0, !slots[index].isUnder(low: low, middle: middle, high: high) { index &-= 1 }
    guard index >= 0 else { return }
    guard unowned._withUnsafeGuaranteedRef({ $0.isUnshared }) else {
      // A delivery is reading these entries: it keeps them, the bag goes on with a copy.
      _ = replaceBuffer(skipping: index)
      return
    }
    let last = count &- 1
    unowned._withUnsafeGuaranteedRef { $0.count = last }
    (slots + index).deinitialize(count: 1)
    if index != last {
      (slots + index).moveInitialize(from: slots + index + 1, count: last &- index)
    }
  }

  /// The current buffer when no delivery reads it, else a copy the bag goes on with.
  @inlinable
  @inline(__always)
  mutating func writableBuffer() -> Unmanaged<RelayBuffer<Element>> {
    if let unowned = unownedBuffer, unowned._withUnsafeGuaranteedRef({ $0.isUnshared }) {
      return unowned
    }
    return replaceBuffer(skipping: nil)
  }

  /// The current buffer, unowned (the bag's own reference keeps it alive).
  @inlinable
  @inline(__always)
  var unownedBuffer: Unmanaged<RelayBuffer<Element>>? {
    guard let buffer else { return nil }
    return Unmanaged.passUnretained(buffer)
  }

  /// Goes on with a copy of the entries (without the one at `skipping`) with room for one more,
  /// leaving the current buffer to the deliveries reading it.
  @usableFromInline
  mutating func replaceBuffer(skipping: Int?) -> Unmanaged<RelayBuffer<Element>> {
    let replacement: RelayBuffer<Element>
    if let current = buffer {
      replacement = current.copy(skipping: skipping, reserving: 1)
      buffer = replacement
      // The last delivery still reading `current` releases it (see `Delivery.end()`); if they
      // have all ended since the check, it goes now, with the bag's reference.
      if !current.dropReference() { _ = Unmanaged.passRetained(current) }
    } else {
      replacement = RelayBuffer(capacity: 4)
      buffer = replacement
    }
    return Unmanaged.passUnretained(replacement)
  }
}
