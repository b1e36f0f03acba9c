import CleanPrimitives
import CleanReactive
import Dispatch
import Testing

/// `Locked` is the kernel's lock: an inlined compare-and-swap when free, parking in shared
/// pthread buckets when contended. These tests drive both paths; `.ci/run` runs them under
/// ThreadSanitizer too, which checks that the lock orders the critical sections it guards.
@Suite struct LockedTests {
  @Test func test_whenEightThreadsIncrementUnderTheLock_thenNoIncrementIsLost() {
    // given: a plain (non-atomic) counter that only the lock protects
    let counter = Locked(0)
    let perThread = 20_000
    // when: eight threads contend, so waiters spin, park and are woken
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<perThread { counter.withLock { $0 += 1 } }
    }
    // then
    #expect(counter.withLock { $0 } == 8 * perThread)
  }

  @Test func test_whenManyLocksShareParkingBuckets_thenEachStaysExclusive() {
    // given: more locks than parking buckets, so several locks share a bucket
    let counters = (0..<200).map { _ in Locked([Int]()) }
    // when: every thread appends its index to every lock's array, many times
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<50 {
        for counter in counters { counter.withLock { $0.append(thread * 100 + round) } }
      }
    }
    // then: each array holds every append exactly once
    for counter in counters {
      let values = counter.withLock { $0 }
      #expect(values.count == 8 * 50)
      #expect(Set(values).count == 8 * 50)
    }
  }

  @Test func test_whenBodyThrows_thenTheLockIsReleased() {
    // given
    let value = Locked(1)
    // when
    #expect(throws: TestError.self) {
      try value.withLock { _ in throw TestError.boom }
    }
    // then: taking it again does not block
    #expect(value.withLock { $0 } == 1)
  }
}
