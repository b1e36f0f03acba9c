/// The observers of a relay, each under a key that is never reused, in subscription order.
///
/// Value type: a relay copies `observers` out of its lock (one retain of the array buffer) and
/// delivers outside the lock, so observers may accept, subscribe or dispose re-entrantly. Keys
/// live beside the observers in one array, so subscribing and disposing touch one buffer.
@frozen
@usableFromInline
package struct RelayBag<Element> {
  /// One observer and its key, in 24 bytes: the observer enum is 17 bytes (two closure words
  /// and the case tag), and the key's 56 bits fill the 7 bytes after it, so no stride padding.
  /// Stored properties are laid out in declaration order; keep the observer first.
  @frozen
  @usableFromInline
  package struct Entry {
    @usableFromInline package let observer: RelayObserver<Element>
    @usableFromInline let keyLow: UInt8
    @usableFromInline let keyMiddle: UInt16
    @usableFromInline let keyHigh: UInt32

    @inlinable
    package init(key: Int, observer: RelayObserver<Element>) {
      self.observer = observer
      keyLow = UInt8(truncatingIfNeeded: key)
      keyMiddle = UInt16(truncatingIfNeeded: key &>> 8)
      keyHigh = UInt32(truncatingIfNeeded: key &>> 24)
    }

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

  @usableFromInline package var entries: ContiguousArray<Entry> = []
  @usableFromInline package var nextKey = 0

  @inlinable
  package init() {}

  @inlinable
  package var isEmpty: Bool { entries.isEmpty }

  @inlinable
  package mutating func insert(_ observer: RelayObserver<Element>) -> Int {
    let key = nextKey
    // Entries keep a key's low 56 bits (see `Entry`): at a million subscriptions a second on one
    // relay, those come back after 2,284 years, and only a subscription still alive by then
    // could be confused with a new one.
    nextKey &+= 1
    entries.append(Entry(key: key, observer: observer))
    return key
  }

  /// Removes the observer under `key`; does nothing when it is not (or no longer) here.
  @inlinable
  package mutating func remove(_ key: Int) {
    // Searched from the end: the newest subscription is the likeliest to go first.
    // Compares keys in place: copying a whole entry out would retain its closure.
    let low = UInt8(truncatingIfNeeded: key)
    let middle = UInt16(truncatingIfNeeded: key &>> 8)
    let high = UInt32(truncatingIfNeeded: key &>> 24)
    var index = entries.count - 1
    while index >= 0, !entries[index].isUnder(low: low, middle: middle, high: high) { index -= 1 }
    guard index >= 0 else { return }
    if index == entries.count - 1 {
      entries.removeLast()
    } else {
      entries.remove(at: index)
    }
  }
}
