import CleanReactive
import CleanReactiveTesting
import Testing

/// `throttle` and `debounce` against the facts of RxSwift's throttle and debounce tests (one
/// RxSwift test-scheduler tick is one millisecond here): same inputs, same expected events and
/// subscription intervals (created 100, subscribed 200, disposed 1000).
@Suite struct ThrottleDebounceSemanticsTests {
  static func throttled(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable(
      [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
        .next(450, 7),
      ] + (end.map { [$0] } ?? []))
  }

  @Test func test_whenThrottleLatestSourceCompletesWithPendingElement_thenSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = Self.throttled(scheduler, end: .completed(500))
    // when
    let observer = scheduler.start { source.throttle(.milliseconds(200), scheduler: scheduler) }
    // then: the pending 7 and the completion wait for the window; the source does not
    #expect(
      observer.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    #expect(source.subscriptions == [.init(200, 500)])
  }

  @Test func test_whenThrottleLatestCompletesAfterTheWindow_thenCompletionIsImmediate() {
    // given
    let scheduler = TestScheduler()
    let source = Self.throttled(scheduler, end: .completed(900))
    // when
    let observer = scheduler.start { source.throttle(.milliseconds(200), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
    #expect(source.subscriptions == [.init(200, 900)])
  }

  @Test func test_whenThrottleNotLatest_thenElementsInsideTheWindowAreDropped() {
    // given
    let scheduler = TestScheduler()
    let source = Self.throttled(scheduler, end: .completed(500))
    // when
    let observer = scheduler.start {
      source.throttle(.milliseconds(200), latest: false, scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(410, 6), .completed(500)])
    #expect(source.subscriptions == [.init(200, 500)])
  }

  @Test func test_whenThrottledSourceFails_thenErrorAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
      .error(410, TestError.boom), .next(450, 7), .completed(500),
    ])
    // when
    let observer = scheduler.start { source.throttle(.milliseconds(200), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(210, 2), .error(410, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 410)])
  }

  @Test func test_whenThrottledSourceNeverEnds_thenSubscriptionLastsUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = Self.throttled(scheduler, end: nil)
    // when
    let observer = scheduler.start { source.throttle(.milliseconds(200), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(210, 2), .next(410, 6), .next(610, 7)])
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenThrottleDisposedEarly_thenPendingElementIsNeverEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = Self.throttled(scheduler, end: .completed(500))
    // when
    let observer = scheduler.start(disposed: 460) {
      source.throttle(.milliseconds(200), scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(410, 6)])
    #expect(source.subscriptions == [.init(200, 460)])
  }

  @Test func test_whenThrottledSourceMisbehavesAfterCompleting_thenLateEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let source = RawEventSource<Int>()
    let observer = scheduler.createObserver(Int.self)
    _ = source.observable.throttle(.milliseconds(10), scheduler: scheduler).subscribe(observer)
    // when
    source.send(.next(1))
    source.send(.completed)
    source.send(.next(2))
    source.send(.error(TestError.boom))
    scheduler.start()
    // then
    #expect(observer.events == [.next(0, 1), .completed(0)])
  }

  static func debounced(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6),
      .next(450, 7), .next(500, 8), end,
    ])
  }

  @Test func test_whenDebouncedElementsAreFarApart_thenEachPassesAfterTheDueTime() {
    // given
    let scheduler = TestScheduler()
    let source = Self.debounced(scheduler, end: .completed(550))
    // when
    let observer = scheduler.start { source.debounce(.milliseconds(40), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [
        .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7),
        .next(540, 8), .completed(550),
      ])
    #expect(source.subscriptions == [.init(200, 550)])
  }

  @Test func test_whenDebouncedSourceFails_thenErrorAtOnceAndPendingIsDropped() {
    // given
    let scheduler = TestScheduler()
    let source = Self.debounced(scheduler, end: .error(520, TestError.boom))
    // when
    let observer = scheduler.start { source.debounce(.milliseconds(40), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [
        .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7),
        .error(520, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 520)])
  }

  @Test func test_whenDebouncedElementsComeTooFast_thenOnlyTheLastIsEmittedOnCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = Self.debounced(scheduler, end: .completed(550))
    // when
    let observer = scheduler.start { source.debounce(.milliseconds(60), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(550, 8), .completed(550)])
    #expect(source.subscriptions == [.init(200, 550)])
  }

  @Test func test_whenDebouncedSourceIsEmptyOrNever_thenOnlyItsEndPassesAndSubscriptionFollows() {
    // given
    let scheduler = TestScheduler()
    let empty = scheduler.createHotObservable([.next(150, 0), .completed(300)])
    let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
    // when
    let emptyObserver = scheduler.start {
      empty.debounce(.milliseconds(10), scheduler: scheduler)
    }
    let scheduler2 = TestScheduler()
    let never2 = scheduler2.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
    let neverObserver = scheduler2.start {
      never2.debounce(.milliseconds(10), scheduler: scheduler2)
    }
    // then
    #expect(emptyObserver.events == [.completed(300)])
    #expect(empty.subscriptions == [.init(200, 300)])
    #expect(neverObserver.events == [])
    #expect(never2.subscriptions == [.init(200, 1000)])
    #expect(never.subscriptions == [])
  }

  @Test func test_whenDebounceDisposedEarly_thenPendingElementIsNeverEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = Self.debounced(scheduler, end: .completed(550))
    // when
    let observer = scheduler.start(disposed: 320) {
      source.debounce(.milliseconds(40), scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(290, 3)])
    #expect(source.subscriptions == [.init(200, 320)])
  }

  @Test func test_whenDebouncedSourceMisbehavesAfterFailing_thenLateEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let source = RawEventSource<Int>()
    let observer = scheduler.createObserver(Int.self)
    _ = source.observable.debounce(.milliseconds(10), scheduler: scheduler).subscribe(observer)
    // when
    source.send(.error(TestError.boom))
    source.send(.next(1))
    source.send(.completed)
    scheduler.start()
    // then
    #expect(observer.events == [.error(0, TestError.boom)])
  }
}
