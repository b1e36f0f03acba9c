/// The observers of a subject, keyed for removal. Value type: a subject copies it out of its lock
/// (one retain) and delivers outside the lock, so observers may re-enter the subject.
///
/// Delivery order is RxSwift's `Bag`'s: the first observer holds a slot of its own, delivered
/// first; once it has left, the next observer to subscribe takes that slot (and is delivered
/// before the older ones); the others are delivered in subscription order.
@usableFromInline
package struct ObserverBag<Element> {
  @usableFromInline package var keys: ContiguousArray<Int> = []
  @usableFromInline package var observers: ContiguousArray<AnyObserver<Element>> = []
  @usableFromInline package var nextKey = 0
  /// Whether `observers[0]` holds the first slot (`false`: the slot is free).
  @usableFromInline package var holdsFirstSlot = false

  @inlinable
  package init() {}

  @inlinable
  package mutating func insert(_ observer: AnyObserver<Element>) -> Int {
    let key = nextKey
    nextKey &+= 1
    if holdsFirstSlot {
      keys.append(key)
      observers.append(observer)
    } else {
      holdsFirstSlot = true
      keys.insert(key, at: 0)
      observers.insert(observer, at: 0)
    }
    return key
  }

  @inlinable
  package mutating func remove(_ key: Int) {
    guard let index = keys.firstIndex(of: key) else { return }
    if index == 0 && holdsFirstSlot { holdsFirstSlot = false }
    keys.remove(at: index)
    observers.remove(at: index)
  }

  @inlinable
  package mutating func removeAll() {
    keys = []
    observers = []
    holdsFirstSlot = false
  }
}

/// Something an observer can be removed from by key. Removing a key that is not (or no longer)
/// present must do nothing.
@usableFromInline
protocol ObserverRemoving: AnyObject, Sendable {
  func removeObserver(_ key: Int)
}

/// The disposable a subject returns from `subscribe`: removes the observer.
///
/// A struct, not an object: it fits the inline buffer of an `any Disposable`, so subscribing
/// allocates nothing for it. It needs no "already disposed" flag because removal is by a key
/// that is never reused: a second `dispose()` (from any thread) finds nothing to remove, so
/// disposal is idempotent and thread-safe through the owner's lock.
@usableFromInline
struct SubjectSubscription<Owner: ObserverRemoving>: Disposable {
  @usableFromInline let owner: Owner
  @usableFromInline let key: Int

  @inlinable
  init(owner: Owner, key: Int) {
    self.owner = owner
    self.key = key
  }

  @inlinable
  func dispose() {
    owner.removeObserver(key)
  }
}
