import CleanReactive
import CleanReactiveTesting
import Testing

/// Subjects deliver in RxSwift's `Bag` order: the first subscriber's slot, once free, goes to
/// the next subscriber, who is then delivered before the older ones (fuzz seed 20714).
@Suite struct SubjectDeliveryOrderTests {
  @Test func test_whenTheFirstSubscriberLeavesAndAnotherArrives_thenTheNewcomerIsDeliveredFirst() {
    // given: first and second subscribed, first gone, third subscribed
    let subject = PublishSubject<Int>()
    let order = TestLock<[String]>([])
    let first = subject.subscribe(AnyObserver { _ in order.withLock { $0.append("first") } })
    _ = subject.subscribe(AnyObserver { _ in order.withLock { $0.append("second") } })
    first.dispose()
    _ = subject.subscribe(AnyObserver { _ in order.withLock { $0.append("third") } })
    // when
    subject.on(.next(1))
    // then: the third took the first slot
    #expect(order.withLock { $0 } == ["third", "second"])
  }

  @Test func test_whenConcatResubscribesToAShareInTheFirstSlot_thenCombineLatestSeesItFirst() {
    // given: the shrunk program of fuzz seed 20714
    let scheduler = TestScheduler()
    let xs1 = scheduler.createHotObservable([.next(230, 4)])
    let xs3 = scheduler.createColdObservable([.next(0, 3), .completed(10)])
    // when
    let observer = scheduler.start {
      let s = xs1.share(replay: 3, scope: .forever)
      return Observable.combineLatest(xs3.take(until: s).concat(s), s) { $0 * 10 + $1 }
    }
    // then: concat's new subscription (in the freed first slot) gets 4 before the second one
    #expect(observer.events == [.next(230, 44)])
  }
}
