import CleanReactive
import CleanReactiveTesting
import Testing

/// `combineLatest` against the facts of RxSwift's combineLatest tests: same inputs, same
/// expected events and subscription intervals (created 100, subscribed 200, disposed 1000).
@Suite struct CombineLatestSemanticsTests {
  static func sum(_ first: TestableObservable<Int>, _ second: TestableObservable<Int>)
    -> Observable<Int>
  {
    Observable.combineLatest(first, second) { $0 + $1 }
  }

  @Test func test_whenOneSourceCompletesEmptyAndTheOtherNeverEnds_thenItNeverCompletes() {
    // given
    let scheduler = TestScheduler()
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
    // when
    let observer = scheduler.start { Self.sum(empty, never) }
    // then
    #expect(observer.events == [])
    #expect(empty.subscriptions == [.init(200, 210)])
    #expect(never.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenEmptySourceCompletedAndTheOtherEmits_thenItCompletesAtThatElement() {
    // given
    let scheduler = TestScheduler()
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    // when
    let observer = scheduler.start { Self.sum(empty, other) }
    // then
    #expect(observer.events == [.completed(215)])
    #expect(empty.subscriptions == [.init(200, 210)])
    #expect(other.subscriptions == [.init(200, 215)])
  }

  @Test func test_whenBothCompleteWithoutElements_thenItCompletesWithTheLast() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let second = scheduler.createHotObservable([.next(150, 1), .completed(220)])
    // when
    let observer = scheduler.start { Self.sum(first, second) }
    // then
    #expect(observer.events == [.completed(220)])
    #expect(first.subscriptions == [.init(200, 210)])
    #expect(second.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenOnlyOneEmitsAndTheOtherNeverEnds_thenEachSubscriptionEndsOnItsOwn() {
    // given
    let scheduler = TestScheduler()
    let emitting = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
    // when
    let observer = scheduler.start { Self.sum(emitting, never) }
    // then
    #expect(observer.events == [])
    #expect(emitting.subscriptions == [.init(200, 220)])
    #expect(never.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenBothEmitAndComplete_thenCombinationAndCompletionWithTheLast() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
    let second = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
    // when
    let observer = scheduler.start { Self.sum(first, second) }
    // then
    #expect(observer.events == [.next(220, 5), .completed(240)])
    #expect(first.subscriptions == [.init(200, 230)])
    #expect(second.subscriptions == [.init(200, 240)])
  }

  @Test func test_whenOneFails_thenErrorAtOnceAndBothSubscriptionsEnd() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
    let failing = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { Self.sum(first, failing) }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 220)])
    #expect(failing.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenBothFail_thenOnlyTheFirstErrorIsForwarded() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .error(230, TestError.other)])
    let second = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { Self.sum(first, second) }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 220)])
    #expect(second.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenResultSelectorThrows_thenErrorEndsItAndDisposesBoth() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4)])
    let second = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
    // when
    let observer = scheduler.start {
      Observable.combineLatest(first, second) { left, right -> Int in
        guard left < 4 else { throw TestError.boom }
        return left + right
      }
    }
    // then
    #expect(observer.events == [.next(220, 5), .error(225, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 225)])
    #expect(second.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenDisposedEarly_thenBothSubscriptionsEndAtDisposal() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(215, 2), .next(235, 4)])
    let second = scheduler.createHotObservable([.next(220, 3), .next(240, 5)])
    // when
    let observer = scheduler.start(disposed: 237) { Self.sum(first, second) }
    // then
    #expect(observer.events == [.next(220, 5), .next(235, 7)])
    #expect(first.subscriptions == [.init(200, 237)])
    #expect(second.subscriptions == [.init(200, 237)])
  }

  @Test func test_whenASourceMisbehavesAfterCompleting_thenItsLateEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let first = RawEventSource<Int>()
    let second = RawEventSource<Int>()
    let observer = scheduler.createObserver(Int.self)
    _ = Observable.combineLatest(first.observable, second.observable) { $0 + $1 }
      .subscribe(observer)
    // when
    first.send(.next(1))
    second.send(.next(10))
    first.send(.completed)
    first.send(.next(2))  // after its completion: ignored
    first.send(.error(TestError.boom))  // likewise
    second.send(.next(20))
    second.send(.completed)
    second.send(.next(30))
    // then
    #expect(observer.events == [.next(0, 11), .next(0, 21), .completed(0)])
  }
}
