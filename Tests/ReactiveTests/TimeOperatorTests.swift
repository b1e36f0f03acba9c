import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct TimeOperatorTests {
  @Test func test_whenElementsArriveFasterThanDebounce_thenOnlyTheLastOfEachBurstIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let text = scheduler.createHotObservable([
      .next(210, "s"), .next(250, "sw"), .next(290, "swi"),
      .next(600, "swift"), .completed(700),
    ])
    // when
    let observer = scheduler.start { text.debounce(.milliseconds(100), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(390, "swi"), .next(700, "swift"), .completed(700)])
  }

  @Test func test_whenDebouncedSourceCompletesWithPendingElement_thenItIsFlushedFirst() {
    // given
    let scheduler = TestScheduler()
    let text = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    // when
    let observer = scheduler.start { text.debounce(.milliseconds(100), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(250, 1), .completed(250)])
  }

  @Test func test_whenDebouncedSourceFails_thenPendingElementIsDroppedAndErrorIsImmediate() {
    // given
    let scheduler = TestScheduler()
    let text = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    // when
    let observer = scheduler.start { text.debounce(.milliseconds(100), scheduler: scheduler) }
    // then
    #expect(observer.events == [.error(250, TestError.boom)])
  }

  @Test func test_whenDebounceIsDisposed_thenPendingElementIsNeverEmitted() {
    // given
    let scheduler = TestScheduler()
    let text = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start(disposed: 250) {
      text.debounce(.milliseconds(100), scheduler: scheduler)
    }
    // then
    #expect(observer.events.isEmpty)
  }

  @Test func test_whenThrottledWithLatest_thenFirstIsImmediateAndLastOfWindowFollows() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(400, 4), .completed(500),
    ])
    // when
    let observer = scheduler.start {
      taps.throttle(.milliseconds(100), scheduler: scheduler)
    }
    // then: 3 is the latest of the window opened at 210 and is sent when it closes at 310
    #expect(
      observer.events == [.next(210, 1), .next(310, 3), .next(410, 4), .completed(500)])
  }

  @Test func test_whenThrottledWithoutLatest_thenElementsDuringWindowAreDropped() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(300, 3), .next(310, 4), .completed(320),
    ])
    // when
    let observer = scheduler.start {
      taps.throttle(.milliseconds(100), latest: false, scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(310, 4), .completed(320)])
  }

  @Test func test_whenThrottledSourceCompletesWithPendingLatest_thenCompletionWaitsForIt() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    // when
    let observer = scheduler.start { taps.throttle(.milliseconds(100), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(210, 1), .next(310, 2), .completed(310)])
  }

  @Test func test_whenThrottledSourceFails_thenErrorIsImmediate() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .error(230, TestError.boom),
    ])
    // when
    let observer = scheduler.start { taps.throttle(.milliseconds(100), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(210, 1), .error(230, TestError.boom)])
  }

  @Test func test_whenDelayed_thenElementsAndCompletionShiftInOrder() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(210, 2), .next(220, 3), .completed(230),
    ])
    // when
    let observer = scheduler.start { source.delay(.milliseconds(50), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [.next(260, 1), .next(260, 2), .next(270, 3), .completed(280)])
  }

  @Test func test_whenDelayedSourceFails_thenErrorIsImmediateAndQueuedElementsDropped() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { source.delay(.milliseconds(50), scheduler: scheduler) }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
  }

  @Test func test_whenSingleIsDelayed_thenSuccessArrivesLater() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start {
      Single.just(5).delay(.milliseconds(30), scheduler: scheduler).asObservable()
    }
    // then
    #expect(observer.events == [.next(230, 5), .completed(230)])
  }

  @Test func test_whenTimerIsDue_thenEmitsZeroAndCompletes() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start { Observable.timer(.milliseconds(40), scheduler: scheduler) }
    // then
    #expect(observer.events == [.next(240, 0), .completed(240)])
  }

  @Test func test_whenTimerIsDisposedEarly_thenNothingIsEmitted() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start(disposed: 220) {
      Observable.timer(.milliseconds(40), scheduler: scheduler)
    }
    // then
    #expect(observer.events.isEmpty)
  }

  @Test func test_whenObservedOnScheduler_thenEventsArriveWhenSchedulerRuns() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let observer = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    relay.observe(on: scheduler).subscribe(observer).disposed(by: bag)
    // when
    relay.accept(1)
    relay.accept(2)
    let beforeRun = observer.events.count
    scheduler.advance(to: 10)
    // then
    #expect(beforeRun == 0)
    #expect(observer.events == [.next(0, 1), .next(0, 2)])
  }

  @Test func test_whenObserveOnIsDisposedWithQueuedEvents_thenTheyAreNotDelivered() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let observer = scheduler.createObserver(Int.self)
    let subscription = relay.observe(on: scheduler).subscribe(observer)
    relay.accept(1)
    // when
    subscription.dispose()
    scheduler.start()
    // then
    #expect(observer.events.isEmpty)
  }
}
