import CCleanPrimitives

/// A value guarded by a lock word allocated together with it (one heap object): the package's
/// one lock, used by every module in place of `Synchronization.Mutex` (iOS 18 / macOS 15).
///
/// The lock is a three-state word (`0` free, `1` held, `2` held and someone may be waiting):
/// taking a free lock is one compare-and-swap and releasing it one exchange, both inlined into
/// the caller, so the uncontended round trip costs a few instructions instead of two calls into
/// `pthread_mutex_lock`/`unlock`. A thread that finds the lock held spins briefly, then sleeps
/// in the C layer's parking lot (a pthread mutex and condition variable shared by a bucket of
/// locks, `LockParking.c`) until the holder's release wakes it. The same C11 atomics and POSIX
/// calls on Linux and on Apple platforms, at the package's floor (iOS 16, macOS 13).
///
/// ThreadSanitizer sees this lock: the acquiring compare-and-swap and the releasing exchange are
/// atomic instructions (TSan instruments them and orders the critical sections by them), and
/// the parking path uses intercepted pthread calls. (`Synchronization.Mutex` on Linux locks
/// inside the uninstrumented standard library with raw futex calls, so that every contended
/// access under it is reported as a race.)
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

/// The heap object behind `Locked`: the lock word, then the value it guards.
@usableFromInline
package final class LockedStorage<Value> {
  /// The lock word: the first stored property, reached only through `storedPropertiesAddress`.
  @usableFromInline
  @exclusivity(unchecked) var word: UInt32 = 0

  // Only touched between `lock()` and `unlock()`, which already exclude each other: the
  // runtime's exclusivity check would only repeat (expensively) what the lock guarantees.
  @usableFromInline
  @exclusivity(unchecked)
  var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
    checkFirstStoredProperty(&word, of: self)
  }

  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body(&value)
  }

  @inlinable
  func lock() {
    ccp_lock(
      storedPropertiesAddress(of: self), UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    )
  }

  @inlinable
  func unlock() {
    ccp_unlock(
      storedPropertiesAddress(of: self), UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    )
  }
}
