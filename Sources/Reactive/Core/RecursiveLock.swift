#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A re-entrant pthread lock (visible to ThreadSanitizer). Operators never hold a lock while
/// their observer runs (see `Serializer`); the one deliberate exception is `ActivityIndicator`,
/// whose count is fed from every thread a request finishes on and whose observers must see the
/// changes in order and on the changing thread (RxSwift's ActivityIndicator does the same).
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
  @usableFromInline
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline
  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable
  func lock() { pthread_mutex_lock(mutex) }

  @inlinable
  func unlock() { pthread_mutex_unlock(mutex) }

  @inlinable
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
