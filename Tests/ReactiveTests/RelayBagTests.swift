import CleanReactive
import Testing

/// The relay's bag packs each key into the bytes after the observer enum (24-byte entries); these
/// tests pin that layout and that keys survive the packing up to their 56-bit limit.
@Suite struct RelayBagTests {
  @Test func test_whenAnEntryIsLaidOut_thenItTakes24Bytes() {
    // given / when
    let stride = MemoryLayout<RelayBag<Int>.Entry>.stride
    // then
    #expect(stride == 24)
  }

  @Test func test_whenKeysPass56Bits_thenEntriesKeepTheLow56AndRemovalStillFindsThem() {
    // given: a bag whose next keys straddle every packed byte boundary and the 56-bit wrap
    var bag = RelayBag<Int>()
    let received = TestLock<[Int]>([])
    bag.nextKey = (1 << 56) - 2
    var keys: [Int] = []
    for tag in 0..<3 {
      keys.append(
        bag.insert(.onNext { value in received.withLock { $0.append(tag * 10 + value) } }))
    }
    // when
    let storedKeys = bag.entries.map(\.key)
    bag.remove(keys[1])
    bag.remove(keys[2])
    for entry in bag.entries { entry.observer.deliver(1) }
    // then
    #expect(keys == [(1 << 56) - 2, (1 << 56) - 1, 1 << 56])
    #expect(storedKeys == [(1 << 56) - 2, (1 << 56) - 1, 0])
    #expect(received.withLock { $0 } == [1])
  }

  @Test func test_whenAKeyHasBitsInEveryByte_thenItReadsBackUnchanged() {
    // given
    let key = 0x00AB_CDEF_0123_4567
    // when
    let entry = RelayBag<Int>.Entry(key: key, observer: .onNext { _ in })
    // then
    #expect(entry.key == key)
  }
}
