import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct TimeoutTests {
  @Test func test_whenSourceCompletesInTime_thenCompletionPasses() {
    // given
    let scheduler = TestScheduler()
    let source: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 0), .completed(300),
    ])
    // when
    let observer = scheduler.start { source.timeout(.milliseconds(200), scheduler: scheduler) }
    // then
    #expect(observer.events == [.completed(300)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenSourceFailsInTime_thenErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 0), .error(300, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.timeout(.milliseconds(200), scheduler: scheduler) }
    // then
    #expect(observer.events == [.error(300, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenSourceNeverEmitsButDisposalComesFirst_thenNothingHappens() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 0)])
    // when
    let observer = scheduler.start { source.timeout(.milliseconds(1000), scheduler: scheduler) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenEveryGapIsShorterThanDueTime_thenAllElementsPass() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
    ])
    // when
    let observer = scheduler.start { source.timeout(.milliseconds(30), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [
        .next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260),
      ])
    #expect(source.subscriptions == [.init(200, 260)])
  }

  @Test func test_whenElementArrivesExactlyAtDueTime_thenItWins() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
    ])
    // when
    let observer = scheduler.start { source.timeout(.milliseconds(30), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [
        .next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270),
      ])
    #expect(source.subscriptions == [.init(200, 270)])
  }

  @Test func test_whenGapExceedsDueTime_thenFailsWithTimeoutAndDisposesSource() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
    ])
    // when
    let observer = scheduler.start { source.timeout(.milliseconds(25), scheduler: scheduler) }
    // then
    #expect(
      observer.events == [.next(210, 42), .next(220, 43), .error(245, ReactiveError.timeout)])
    #expect(source.subscriptions == [.init(200, 245)])
  }

  @Test func test_whenDisposedEarly_thenTimerIsCancelled() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .completed(600),
    ])
    // when
    let observer = scheduler.start(disposed: 370) {
      source.timeout(.milliseconds(40), scheduler: scheduler)
    }
    // then
    #expect(
      observer.events == [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
        .next(370, 7),
      ])
    #expect(source.subscriptions == [.init(200, 370)])
  }

  @Test func test_whenTimeoutOccursBeforeFirstElement_thenOtherTakesOver() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
    ])
    let other = scheduler.createColdObservable([
      .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
    ])
    // when
    let observer = scheduler.start {
      source.timeout(.milliseconds(100), other: other, scheduler: scheduler)
    }
    // then
    #expect(
      observer.events == [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
    #expect(source.subscriptions == [.init(200, 300)])
    #expect(other.subscriptions == [.init(300, 620)])
  }

  @Test func test_whenTimeoutOccursAfterSomeElements_thenOtherTakesOverThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
    ])
    let other = scheduler.createColdObservable([
      .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
    ])
    // when
    let observer = scheduler.start {
      source.timeout(.milliseconds(100), other: other, scheduler: scheduler)
    }
    // then
    #expect(
      observer.events == [
        .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3),
        .completed(730),
      ])
    #expect(source.subscriptions == [.init(200, 410)])
    #expect(other.subscriptions == [.init(410, 730)])
  }

  @Test func test_whenOtherFails_thenItsErrorIsDelivered() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(500, 42)])
    let other: TestableObservable<Int> = scheduler.createColdObservable([
      .error(100, TestError.boom)
    ])
    // when
    let observer = scheduler.start {
      source.timeout(.milliseconds(100), other: other, scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.error(400, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 300)])
    #expect(other.subscriptions == [.init(300, 400)])
  }

  @Test func test_whenSourceCompletesBeforeTimeout_thenOtherIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
    let other = scheduler.createColdObservable([.next(100, -1)])
    // when
    let observer = scheduler.start {
      source.timeout(.milliseconds(100), other: other, scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions.isEmpty)
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenNothingMoreIsForwarded() {
    // given
    let scheduler = TestScheduler()
    let recorder = Recorder<Int>()
    let source = RogueSource.emitting([.next(1), .completed, .next(2), .error(TestError.boom)])
    // when
    _ = source.timeout(.milliseconds(10), scheduler: scheduler).subscribe(recorder.observer)
    scheduler.start()
    // then
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func test_whenTimeoutSwitchesToOther_thenOtherIsSubscribedBeforeTheSourceIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 0)])
    let other = scheduler.createColdObservable([.next(10, 1)])
    let log = TestLock<[String]>([])
    @Sendable func write(_ line: String) { log.withLock { $0.append(line) } }
    // when
    let observer = scheduler.start {
      source.do(onDispose: { write("source disposed") })
        .timeout(
          .milliseconds(50), other: other.do(onSubscribe: { write("other subscribed") }),
          scheduler: scheduler)
    }
    // then: as RxSwift's `TimeoutSink`, whose `SerialDisposable` disposes the source once
    // `other`'s subscription replaces it
    #expect(log.withLock { $0 } == ["other subscribed", "source disposed"])
    #expect(observer.events == [.next(260, 1)])
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions == [.init(250, 1000)])
  }

  @Test func test_whenTimeoutFails_thenTheErrorIsDeliveredBeforeTheSourceIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 0)])
    let log = TestLock<[String]>([])
    @Sendable func write(_ line: String) { log.withLock { $0.append(line) } }
    // when
    let observer = scheduler.start {
      source.do(onDispose: { write("source disposed") })
        .timeout(.milliseconds(50), scheduler: scheduler)
        .do(onError: { _ in write("timed out") })
    }
    // then
    #expect(log.withLock { $0 } == ["timed out", "source disposed"])
    #expect(observer.events == [.error(250, ReactiveError.timeout)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenHotSourceIsAlsoOther_thenOthersObserverComesAfterTheSourcesOtherObservers() {
    // given: `other` is the timed-out hot source itself, so which of the source's observers
    // goes first after the switch depends on whether `other` was subscribed before the timed-out
    // subscription left its slot (RxSwift's `Bag` gives the first slot to the next newcomer)
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 5), .next(370, 3), .next(620, 5), .completed(630),
    ])
    // when
    let observer = scheduler.start {
      let shared = source.share()
      return Observable.zip(shared, shared.skip(1)) { $0 * 100 + $1 }
        .withLatestFrom(
          source.timeout(.milliseconds(90), other: source, scheduler: scheduler))
    }
    // then: RxSwift's events (the kernel sent 370 next(3), 620 next(5))
    #expect(observer.events == [.next(370, 5), .next(620, 3), .completed(630)])
  }
}
