import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct LimitingOperatorTests {
  @Test func test_whenTakeCountIsReached_thenCompletesAndDisposesSource() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    // when
    let observer = scheduler.start { source.take(2) }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenTakeOfSynchronousSource_thenStopsAfterCount() {
    // given
    let recorder = Recorder<Int>()
    // when
    _ = Observable.from(Array(1...10)).take(3).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func test_whenTakeZero_thenCompletesWithoutSubscribing() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start { source.take(0) }
    // then
    #expect(observer.events == [.completed(200)])
    #expect(source.subscriptions.isEmpty)
  }

  @Test func test_whenSourceFailsBeforeTakeCount_thenErrorPassesThrough() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { source.take(5) }
    // then
    #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
  }

  @Test func test_whenSkipped_thenFirstElementsAreDropped() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    // when
    let observer = scheduler.start { source.skip(2) }
    // then
    #expect(observer.events == [.next(230, 3), .completed(240)])
  }

  @Test func test_whenSkippingBehaviorRelay_thenCurrentValueIsDroppedAndChangesPass() {
    // given
    let relay = BehaviorRelay(value: 0)
    let recorder = Recorder<Int>()
    let bag = DisposeBag()
    relay.skip(1).subscribe(recorder.observer).disposed(by: bag)
    // when
    relay.accept(1)
    relay.accept(2)
    // then
    #expect(recorder.elements == [1, 2])
  }

  @Test func test_whenTakeUntilOtherEmits_thenCompletesAndDisposesBoth() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let other = scheduler.createHotObservable([.next(220, ())])
    // when
    let observer = scheduler.start { source.take(until: other) }
    // then
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
    #expect(other.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenTakeUntilOtherCompletesEmpty_thenSourceContinues() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    // when
    let observer = scheduler.start { source.take(until: other) }
    // then
    #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(240)])
  }

  @Test func test_whenTakeUntilOtherFails_thenErrorIsForwarded() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
    // when
    let observer = scheduler.start { source.take(until: other) }
    // then
    #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
  }

  @Test func test_whenTakeUntilOtherEmitsDuringSubscribe_thenSourceIsSubscribedAndDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start { source.take(until: Observable.just(())) }
    // then
    #expect(observer.events == [.completed(200)])
    // As RxSwift: the source is still subscribed, and disposed once the subscription is set up.
    #expect(source.subscriptions == [.init(200, 200)])
  }
}
