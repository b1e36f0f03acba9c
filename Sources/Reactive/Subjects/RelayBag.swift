/// The observers of a relay, each under a key that is never reused, in subscription order.
///
/// Value type: a relay copies `observers` out of its lock (one retain of the array buffer) and
/// delivers outside the lock, so observers may accept, subscribe or dispose re-entrantly. Keys
/// live beside the observers in one array, so subscribing and disposing touch one buffer.
@frozen
@usableFromInline
package struct RelayBag<Element> {
  @frozen
  @usableFromInline
  package struct Entry {
    @usableFromInline package let key: Int
    @usableFromInline package let observer: RelayObserver<Element>

    @inlinable
    init(key: Int, observer: RelayObserver<Element>) {
      self.key = key
      self.observer = observer
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
    nextKey &+= 1
    entries.append(Entry(key: key, observer: observer))
    return key
  }

  /// Removes the observer under `key`; does nothing when it is not (or no longer) here.
  @inlinable
  package mutating func remove(_ key: Int) {
    // Searched from the end: the newest subscription is the likeliest to go first.
    // Compares keys in place: copying a whole entry out would retain its closure.
    var index = entries.count - 1
    while index >= 0, entries[index].key != key { index -= 1 }
    guard index >= 0 else { return }
    if index == entries.count - 1 {
      entries.removeLast()
    } else {
      entries.remove(at: index)
    }
  }
}
