import Synchronization

/// A value guarded by a lock word allocated together with it (one heap object).
///
/// The lock is a three-state word (`0` free, `1` held, `2` held and someone may be waiting):
/// taking a free lock is one compare-and-swap and releasing it one exchange, both inlined into
/// the caller, so the uncontended round trip costs a few instructions instead of two calls into
/// `pthread_mutex_lock`/`unlock`. A thread that finds the lock held spins briefly, then sleeps in
/// `LockParking` (a pthread mutex and condition variable shared by a bucket of locks) until the
/// holder's release wakes it.
///
/// ThreadSanitizer sees this lock: the acquiring compare-and-swap and the releasing exchange are
/// atomic instructions compiled into this module (TSan instruments them and orders the critical
/// sections by them), and the parking path uses intercepted pthread calls. That is the reason the
/// kernel does not use `Synchronization.Mutex`, whose Linux implementation locks inside the
/// uninstrumented standard library with raw futex calls, so that every contended access under a
/// `Mutex` is reported as a race.
///
/// Not re-entrant and not fair: never call back into user code while holding it.
@frozen
@usableFromInline
package struct Locked<Value>: @unchecked Sendable {
  @usableFromInline
  package let storage: LockedStorage<Value>

  @inlinable
  package init(_ value: Value) {
    storage = LockedStorage(value)
  }

  /// Runs `body` with exclusive access to the value.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }
}

/// The heap object behind `Locked`: the lock word and the value it guards.
@usableFromInline
package final class LockedStorage<Value> {
  @usableFromInline
  let word = Atomic<UInt32>(0)

  // Only touched between `lock()` and `unlock()`, which already exclude each other: the
  // runtime's exclusivity check would only repeat (expensively) what the lock guarantees.
  @usableFromInline
  @exclusivity(unchecked)
  var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }

  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body(&value)
  }

  @inlinable
  func lock() {
    if word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
    LockParking.lock(word, id: ObjectIdentifier(self))
  }

  @inlinable
  func unlock() {
    if word.exchange(0, ordering: .releasing) == 2 {
      LockParking.wakeWaiters(id: ObjectIdentifier(self))
    }
  }
}
