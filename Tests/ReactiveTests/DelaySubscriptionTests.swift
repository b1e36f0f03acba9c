import CleanReactive
import CleanReactiveTesting
import Testing

/// `delaySubscription`, transcribed from RxSwift's Observable+DelaySubscriptionTests (RxSwift's
/// 30-second delay is 30 ticks there; here a tick is a millisecond).
@Suite struct DelaySubscriptionTests {
  @Test func test_whenDelayed_thenTheSourceIsSubscribedLaterAndMirrored() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    // when
    let observer = scheduler.start {
      source.delaySubscription(.milliseconds(30), scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(280, 42), .next(290, 43), .completed(300)])
    #expect(source.subscriptions == [.init(230, 300)])
  }

  @Test func test_whenDelayedSourceFails_thenTheErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(50, 42), .next(60, 43), .error(70, TestError.boom),
    ])
    // when
    let observer = scheduler.start {
      source.delaySubscription(.milliseconds(30), scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(280, 42), .next(290, 43), .error(300, TestError.boom)])
    #expect(source.subscriptions == [.init(230, 300)])
  }

  @Test func test_whenDisposedAfterTheDelay_thenTheSourceIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(50, 42), .next(60, 43), .error(70, TestError.boom),
    ])
    // when
    let observer = scheduler.start(disposed: 291) {
      source.delaySubscription(.milliseconds(30), scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(280, 42), .next(290, 43)])
    #expect(source.subscriptions == [.init(230, 291)])
  }

  @Test func test_whenDisposedBeforeTheDelay_thenTheSourceIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(50, 42), .completed(70)])
    // when
    let observer = scheduler.start(disposed: 220) {
      source.delaySubscription(.milliseconds(30), scheduler: scheduler)
    }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions.isEmpty)
  }

  @Test func test_whenDisposedWhileTheSourceIsBeingSubscribed_thenNothingMoreIsForwarded() {
    // given: fuzzer seed 23868 (shrunk) — `startWith(8)` opens the gate, which disposes
    // `other` while its source is still being subscribed; the `error` after it must not pass
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([Recorded<Event<Int>>]())
    let other = Observable<Int>.error(TestError.boom).startWith(8)
      .delaySubscription(.milliseconds(30), scheduler: scheduler)
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then: as RxSwift, the disposed sink forwards nothing
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }
}
