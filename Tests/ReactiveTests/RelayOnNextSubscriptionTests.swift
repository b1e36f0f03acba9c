import CleanReactive
import Testing

/// Relays keep a `subscribe(onNext:)` closure as it is, beside full observers; these tests pin
/// the order, removal and re-entrancy rules for that path.
@Suite struct RelayOnNextSubscriptionTests {
  @Test func test_whenClosureAndObserverSubscribersAreMixed_thenEachGetsEveryElementInOrder() {
    // given: a closure subscriber, a full observer, another closure subscriber
    let relay = PublishRelay<Int>()
    let log = TestLock<[String]>([])
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in log.withLock { $0.append("a\(value)") } }).disposed(by: bag)
    relay.subscribe(AnyObserver { event in log.withLock { $0.append("b\(event)") } })
      .disposed(by: bag)
    relay.subscribe(onNext: { value in log.withLock { $0.append("c\(value)") } }).disposed(by: bag)
    // when
    relay.accept(1)
    relay.accept(2)
    // then
    #expect(log.withLock { $0 } == ["a1", "bnext(1)", "c1", "a2", "bnext(2)", "c2"])
  }

  @Test func test_whenTheMiddleSubscriptionIsDisposedTwice_thenOnlyItStopsReceiving() {
    // given
    let relay = PublishRelay<Int>()
    let received = TestLock<[String]>([])
    let first = relay.subscribe(onNext: { value in received.withLock { $0.append("1:\(value)") } })
    let middle = relay.subscribe(onNext: { value in received.withLock { $0.append("2:\(value)") } })
    let last = relay.subscribe(onNext: { value in received.withLock { $0.append("3:\(value)") } })
    // when
    middle.dispose()
    middle.dispose()
    relay.accept(7)
    // then
    #expect(received.withLock { $0 } == ["1:7", "3:7"])
    first.dispose()
    last.dispose()
    #expect(!relay.hasObservers)
  }

  @Test func test_whenASubscriberSubscribesAnotherDuringDelivery_thenTheNewcomerStartsWithTheNext()
  {
    // given: the first delivery adds a second subscriber from inside the callback
    let relay = PublishRelay<Int>()
    let late = TestLock<[Int]>([])
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in
      if value == 1 {
        relay.subscribe(onNext: { value in late.withLock { $0.append(value) } }).disposed(by: bag)
      }
    }).disposed(by: bag)
    // when
    relay.accept(1)
    relay.accept(2)
    // then: the element being delivered when it subscribed is not replayed to it
    #expect(late.withLock { $0 } == [2])
  }

  @Test func test_whenAClosureSubscribesToBehaviorRelay_thenItGetsTheCurrentValueThenUpdates() {
    // given
    let relay = BehaviorRelay(value: 1)
    let received = TestLock<[Int]>([])
    // when
    let subscription = relay.subscribe(onNext: { value in received.withLock { $0.append(value) } })
    relay.accept(2)
    subscription.dispose()
    subscription.dispose()
    relay.accept(3)
    // then
    #expect(received.withLock { $0 } == [1, 2])
    #expect(relay.value == 3)
  }

  @Test func test_whenABehaviorRelayClosureAcceptsReentrantly_thenItSeesEveryValueDepthFirst() {
    // given: a subscriber that counts up to 3 by accepting into the relay it observes
    let relay = BehaviorRelay(value: 0)
    let received = TestLock<[Int]>([])
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      if value < 3 { relay.accept(value + 1) }
    }).disposed(by: bag)
    // then
    #expect(received.withLock { $0 } == [0, 1, 2, 3])
    #expect(relay.value == 3)
  }
}
