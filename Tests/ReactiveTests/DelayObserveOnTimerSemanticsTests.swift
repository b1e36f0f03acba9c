import CleanReactive
import CleanReactiveTesting
import Testing

/// `delay`, `observe(on:)` and `timer` against the facts of RxSwift's delay, observeOn and timer
/// tests (one RxSwift test-scheduler tick is one millisecond here): same inputs, same expected
/// events and subscription intervals (created 100, subscribed 200, disposed 1000).
@Suite struct DelayObserveOnTimerSemanticsTests {
  static func delayed(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end,
    ])
  }

  @Test(arguments: [
    (50, [300, 400, 500, 600]), (100, [350, 450, 550, 650]), (150, [400, 500, 600, 700]),
  ])
  func test_whenDelayed_thenEventsShiftAndSourceIsDisposedWhenItCompletes(
    delay: Int, times: [Int]
  ) {
    // given
    let scheduler = TestScheduler()
    let source = Self.delayed(scheduler, end: .completed(550))
    // when
    let observer = scheduler.start { source.delay(.milliseconds(delay), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [
        .next(times[0], 2), .next(times[1], 3), .next(times[2], 4), .completed(times[3]),
      ])
    #expect(source.subscriptions == [.init(200, 550)])
  }

  @Test func test_whenDelayedSourceFails_thenErrorAtOnceDropsWhatWaits() {
    // given
    let scheduler = TestScheduler()
    let source = Self.delayed(scheduler, end: .error(550, TestError.boom))
    // when
    let observer = scheduler.start { source.delay(.milliseconds(150), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(400, 2), .next(500, 3), .error(550, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 550)])
  }

  @Test func test_whenDelayedSourceIsEmpty_thenCompletionIsDelayedButSubscriptionIsNot() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    // when
    let observer = scheduler.start { source.delay(.milliseconds(150), scheduler: scheduler) }
    // then
    #expect(observer.events == [.completed(400)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenDelayDisposedEarly_thenWaitingEventsAreDropped() {
    // given
    let scheduler = TestScheduler()
    let source = Self.delayed(scheduler, end: .completed(550))
    // when
    let observer = scheduler.start(disposed: 420) {
      source.delay(.milliseconds(100), scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(350, 2)])
    #expect(source.subscriptions == [.init(200, 420)])
  }

  @Test func test_whenDelayedSourceNeverEnds_thenSubscriptionLastsUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .next(250, 2)])
    // when
    let observer = scheduler.start { source.delay(.milliseconds(100), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(350, 2)])
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenDelayedSourceMisbehavesAfterCompleting_thenLateEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let source = RawEventSource<Int>()
    let observer = scheduler.createObserver(Int.self)
    _ = source.observable.delay(.milliseconds(10), scheduler: scheduler).subscribe(observer)
    // when
    source.send(.next(1))
    source.send(.completed)
    source.send(.next(2))
    source.send(.completed)
    scheduler.start()
    // then
    #expect(observer.events == [.next(10, 1), .completed(10)])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenObservedOnScheduler_thenEventsKeepOrderAndSourceIsDisposedAtItsEnd() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
    ])
    // when
    let observer = scheduler.start { source.observe(on: scheduler) }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 3), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenObservedSourceFails_thenErrorIsDeliveredAndSourceDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    // when
    let observer = scheduler.start { source.observe(on: scheduler) }
    // then
    #expect(observer.events == [.next(210, 2), .error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenObserveOnDisposedEarlyOrNeverEnding_thenSubscriptionEndsAtDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
    // when
    let observer = scheduler.start(disposed: 250) { source.observe(on: scheduler) }
    // then
    #expect(observer.events == [.next(210, 2)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenObservedSourceMisbehavesAfterCompleting_thenLateEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let source = RawEventSource<Int>()
    let observer = scheduler.createObserver(Int.self)
    _ = source.observable.observe(on: scheduler).subscribe(observer)
    // when
    source.send(.next(1))
    source.send(.completed)
    source.send(.next(2))
    source.send(.error(TestError.boom))
    scheduler.start()
    // then
    #expect(observer.events == [.next(0, 1), .completed(0)])
  }

  @Test func test_whenTimerFires_thenZeroAndCompletionAtTheDueTime() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start { Observable.timer(.milliseconds(100), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(300, 0), .completed(300)])
  }

  @Test func test_whenTimerDueTimeIsZero_thenItFiresAtSubscription() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start { Observable.timer(.zero, scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(200, 0), .completed(200)])
  }

  @Test func test_whenTimerDisposedBeforeDueTime_thenNothingIsEmitted() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start(disposed: 250) {
      Observable.timer(.milliseconds(100), scheduler: scheduler)
    }
    // then
    #expect(observer.events == [])
  }

  @Test func test_whenTimersElementMakesTheDownstreamDisposeIt_thenNoCompletionFollows() {
    // given
    let scheduler = TestScheduler()
    let log = TestLock<[String]>([])
    @Sendable func write(_ line: String) { log.withLock { $0.append(line) } }
    // when
    let observer = scheduler.start {
      Observable.timer(.milliseconds(10), scheduler: scheduler)
        .do(
          onNext: { write("next(\($0))") }, onCompleted: { write("completed") },
          onDispose: { write("disposed") }
        )
        .take(1)
    }
    // then: as RxSwift's `TimerOneOffSink` (`Sink.forwardOn` sends nothing once disposed)
    #expect(log.withLock { $0 } == ["next(0)", "disposed"])
    #expect(observer.events == [.next(210, 0), .completed(210)])
  }
}
