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
    let storedKeys = bag.keys
    bag.remove(keys[1])
    bag.remove(keys[2])
    if let delivery = bag.startDelivery() {
      delivery.deliver(1)
      delivery.end()
    }
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

  @Test func test_whenTheBagChangesDuringADelivery_thenTheDeliveryKeepsItsEntriesAndTheBagGoesOn() {
    // given: two observers and a delivery started over them
    var bag = RelayBag<Int>()
    let received = TestLock<[String]>([])
    let first = bag.insert(.onNext { value in received.withLock { $0.append("a\(value)") } })
    _ = bag.insert(.onNext { value in received.withLock { $0.append("b\(value)") } })
    let delivery = bag.startDelivery()
    // when: one observer leaves and another arrives before the delivery runs
    bag.remove(first)
    let third = bag.insert(.onNext { value in received.withLock { $0.append("c\(value)") } })
    delivery?.deliver(1)
    delivery?.end()
    let next = bag.startDelivery()
    next?.deliver(2)
    next?.end()
    // then: the first delivery reached the observers it started with, the next one the new set
    #expect(received.withLock { $0 } == ["a1", "b1", "b2", "c2"])
    #expect(bag.keys == [first + 1, third])
  }

  @Test func test_whenARemovedObserverIsStillBeingDelivered_thenItIsReleasedWhenTheDeliveryEnds() {
    // given: an observer whose closure holds an object, and a delivery started over it
    final class Held: Sendable {}
    var bag = RelayBag<Int>()
    weak var weakHeld: Held?
    var key = 0
    do {
      let held = Held()
      weakHeld = held
      key = bag.insert(.onNext { _ in withExtendedLifetime(held) {} })
    }
    let delivery = bag.startDelivery()
    // when
    bag.remove(key)
    let heldDuringDelivery = weakHeld != nil
    delivery?.end()
    // then
    #expect(heldDuringDelivery)
    #expect(weakHeld == nil)
    #expect(bag.isEmpty)
  }
}
