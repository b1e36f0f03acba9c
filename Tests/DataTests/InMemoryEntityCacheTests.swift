import CleanData
import CleanDomain
import Dispatch
import Testing

@Suite struct InMemoryEntityCacheTests {
  @Test func test_whenValuesAreStored_thenEachKeyReadsItsLatestAndOthersMiss() {
    // given
    let cache = InMemoryEntityCache<Int, String>()
    // when
    cache.store("a", for: 1)
    cache.store("b", for: 2)
    cache.store("a2", for: 1)
    // then
    #expect(cache.value(for: 1) == "a2")
    #expect(cache.value(for: 2) == "b")
    #expect(cache.value(for: 3) == nil)
  }

  @Test func test_whenManyThreadsWriteAndRead_thenEveryKeyHoldsAValueWrittenForIt() {
    // given
    let cache = InMemoryEntityCache<Int, Int>()
    // when: 8 threads each write 100 keys (value = key * 10 + thread) and read them back
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for key in 0..<100 {
        cache.store(key * 10 + thread, for: key)
        _ = cache.value(for: key)
      }
    }
    // then
    #expect((0..<100).allSatisfy { key in cache.value(for: key).map { $0 / 10 == key } == true })
  }
}
