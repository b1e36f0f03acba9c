import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a thread that finds a `Locked` value held goes to sleep: a fixed table of buckets, each
/// a pthread mutex and condition variable, shared by every lock whose identity hashes to it.
///
/// Protocol (the lock word is `0` free, `1` held, `2` held with possible waiters):
/// - a waiter takes its bucket's mutex, then swaps `2` into the word; if the word was `0` it now
///   holds the lock, otherwise it waits on the bucket's condition and tries again;
/// - a holder that releases a word that was `2` takes the bucket's mutex and wakes every waiter
///   of the bucket (waiters of other locks in the same bucket re-check their word and sleep
///   again).
///
/// No wake-up is lost: a waiter writes `2` while holding the bucket's mutex and keeps holding it
/// until it sleeps, so the releasing thread, which reads that `2`, can only take the mutex and
/// broadcast once the waiter sleeps. Only the contended path gets here.
@usableFromInline
enum LockParking {
  /// Spins before sleeping: the kernel's critical sections are a few dozen instructions.
  static let spins = 64
  static let bucketCount = 64

  struct Bucket {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    let condition: UnsafeMutablePointer<pthread_cond_t>
  }

  struct Table: @unchecked Sendable {  // the pthread objects are thread-safe themselves
    let buckets: [Bucket]

    init() {
      buckets = (0..<LockParking.bucketCount).map { _ in
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
        return Bucket(mutex: mutex, condition: condition)
      }
    }

    func bucket(for id: ObjectIdentifier) -> Bucket {
      let bits = UInt(bitPattern: id)
      // Heap objects are 16-byte aligned: drop the constant low bits, mix the rest.
      let mixed = (bits >> 4) &* 0x9E37_79B9_7F4A_7C15
      return buckets[Int(truncatingIfNeeded: mixed >> 58) & (LockParking.bucketCount - 1)]
    }
  }

  static let table = Table()

  /// Takes the lock whose word the fast path found held.
  @usableFromInline
  @inline(never)
  static func lock(_ word: borrowing Atomic<UInt32>, id: ObjectIdentifier) {
    for _ in 0..<spins {
      if word.load(ordering: .relaxed) == 0,
        word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
      {
        return
      }
    }
    let bucket = table.bucket(for: id)
    pthread_mutex_lock(bucket.mutex)
    while word.exchange(2, ordering: .acquiring) != 0 {
      pthread_cond_wait(bucket.condition, bucket.mutex)
    }
    pthread_mutex_unlock(bucket.mutex)
  }

  /// Wakes the threads sleeping in `id`'s bucket after its lock word went from `2` to `0`.
  @usableFromInline
  @inline(never)
  static func wakeWaiters(id: ObjectIdentifier) {
    let bucket = table.bucket(for: id)
    pthread_mutex_lock(bucket.mutex)
    pthread_cond_broadcast(bucket.condition)
    pthread_mutex_unlock(bucket.mutex)
  }
}
