import CleanPrimitives
import Dispatch
import Testing

/// The atomic views of CleanPrimitives (`AtomicInt`, `AtomicBool`, `AtomicRawPointer`) over
/// words kept inline in a class (`storedPropertiesAddress`): the values each operation returns,
/// and no lost update under contention (`.ci/run` runs these under ThreadSanitizer too).
@Suite struct AtomicViewsTests {
  /// A class holding its atomic words inline, as the kernel's classes do.
  final class Words: @unchecked Sendable {
    struct Storage {
      var count = 0
      var pointer: UnsafeMutableRawPointer?
      var flag = false
    }
    var storage = Storage()  // the first stored property
    var other = 41

    init() { checkFirstStoredProperty(&storage, of: self) }

    var base: UnsafeMutablePointer<Storage> { storedPropertiesAddress(of: self) }
    var count: AtomicInt { AtomicInt(base.pointer(to: \.count)!) }
    var flag: AtomicBool { AtomicBool(base.pointer(to: \.flag)!) }
    var pointer: AtomicRawPointer { AtomicRawPointer(base.pointer(to: \.pointer)!) }
  }

  @Test func test_whenTheFirstStoredPropertyIsAddressed_thenItIsTheFieldItself() {
    // given
    let words = Words()
    // when
    words.count.store(7, ordering: .releasing)
    // then: the plain field sees the atomic store, and the next field is untouched
    #expect(words.storage.count == 7)
    #expect(words.other == 41)
  }

  @Test func test_whenIntOperationsRun_thenEachReturnsTheValuesBeforeAndAfter() {
    // given: the view holds an address, not the object, so the object is kept alive
    let words = Words()
    defer { withExtendedLifetime(words) {} }
    let count = words.count
    // when / then
    #expect(count.wrappingAdd(5, ordering: .relaxed) == (0, 5))
    #expect(count.wrappingSubtract(2, ordering: .acquiringAndReleasing) == (5, 3))
    #expect(count.exchange(10, ordering: .acquiringAndReleasing) == 3)
    #expect(count.compareExchange(expected: 4, desired: 1, ordering: .acquiring) == (false, 10))
    #expect(count.compareExchange(expected: 10, desired: 1, ordering: .releasing) == (true, 10))
    #expect(count.load(ordering: .sequentiallyConsistent) == 1)
    #expect(count.wrappingAdd(Int.max, ordering: .relaxed).newValue == Int.min)
  }

  @Test func test_whenBoolOperationsRun_thenEachReturnsTheValueFound() {
    // given
    let words = Words()
    defer { withExtendedLifetime(words) {} }
    let flag = words.flag
    // when / then
    #expect(
      flag.compareExchange(expected: true, desired: false, ordering: .relaxed) == (false, false))
    #expect(flag.exchange(true, ordering: .acquiringAndReleasing) == false)
    #expect(
      flag.compareExchange(expected: true, desired: false, ordering: .relaxed) == (true, true))
    flag.store(true, ordering: .releasing)
    #expect(flag.load(ordering: .acquiring))
  }

  @Test func test_whenAPointerIsSwapped_thenTheOldOneIsReturned() {
    // given
    let words = Words()
    let first = UnsafeMutableRawPointer(bitPattern: 0x1000)
    let second = UnsafeMutableRawPointer(bitPattern: 0x2000)
    // when / then
    #expect(words.pointer.exchange(first, ordering: .acquiringAndReleasing) == nil)
    #expect(!words.pointer.compareExchange(expected: second, desired: nil, ordering: .relaxed))
    #expect(words.pointer.compareExchange(expected: first, desired: second, ordering: .relaxed))
    #expect(words.pointer.load(ordering: .acquiring) == second)
  }

  @Test func test_whenEightThreadsAddAndFlip_thenNoUpdateIsLost() {
    // given
    let words = Words()
    let perThread = 20_000
    // when
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<perThread {
        words.count.wrappingAdd(1, ordering: .relaxed)
        _ = words.flag.exchange(true, ordering: .acquiringAndReleasing)
      }
    }
    // then
    #expect(words.count.load(ordering: .acquiring) == 8 * perThread)
    #expect(words.flag.load(ordering: .acquiring))
  }
}
