import Synchronization

/// The observers of a subject, keyed for removal. Value type: a subject copies it out of its lock
/// (one retain) and delivers outside the lock, so observers may re-enter the subject.
@usableFromInline
struct ObserverBag<Element> {
  @usableFromInline var keys: ContiguousArray<Int> = []
  @usableFromInline var observers: ContiguousArray<AnyObserver<Element>> = []
  @usableFromInline var nextKey = 0

  @inlinable
  init() {}

  @inlinable
  mutating func insert(_ observer: AnyObserver<Element>) -> Int {
    let key = nextKey
    nextKey &+= 1
    keys.append(key)
    observers.append(observer)
    return key
  }

  @inlinable
  mutating func remove(_ key: Int) {
    guard let index = keys.firstIndex(of: key) else { return }
    keys.remove(at: index)
    observers.remove(at: index)
  }

  @inlinable
  mutating func removeAll() {
    keys = []
    observers = []
  }
}

/// Something an observer can be removed from by key.
@usableFromInline
protocol ObserverRemoving: AnyObject, Sendable {
  func removeObserver(_ key: Int)
}

/// The disposable a subject returns from `subscribe`: removes the observer once.
@usableFromInline
final class SubjectSubscription: Disposable, Sendable {
  @usableFromInline let owner: any ObserverRemoving
  @usableFromInline let key: Int
  @usableFromInline let isDisposed = Atomic<Bool>(false)

  @inlinable
  init(owner: any ObserverRemoving, key: Int) {
    self.owner = owner
    self.key = key
  }

  @inlinable
  func dispose() {
    if isDisposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    owner.removeObserver(key)
  }
}
