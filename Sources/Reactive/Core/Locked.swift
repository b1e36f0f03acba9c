#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`, allocated together with it (one heap object).
///
/// The kernel uses this rather than `Synchronization.Mutex` because ThreadSanitizer cannot see
/// `Mutex` on Linux (it locks with raw futex system calls that TSan does not intercept), so every
/// contended access under a `Mutex` is reported as a race. A pthread mutex is intercepted, which
/// lets `swift test --sanitize=thread` check the kernel for real; uncontended it costs about the
/// same. Not re-entrant: never call back into user code while holding it.
@frozen
@usableFromInline
package struct Locked<Value>: @unchecked Sendable {
  @usableFromInline
  package let storage: LockedStorage<Value>

  @inlinable
  package init(_ value: Value) {
    storage = LockedStorage.make(value)
  }

  /// Runs `body` with exclusive access to the value.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }
}

@usableFromInline
package final class LockedStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
  @inlinable
  package static func make(_ value: Value) -> LockedStorage {
    let buffer = create(minimumCapacity: 1) { _ in value }
    let storage = unsafeDowncast(buffer, to: LockedStorage.self)
    storage.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      _ = pthread_mutex_init(mutex, nil)
    }
    return storage
  }

  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointers { value, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    }
  }

  deinit {
    _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
  }
}
