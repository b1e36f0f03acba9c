import CleanReactive
import CleanReactiveTesting
import Testing

/// `catch`, `catchAndReturn` and `retry` against the facts of RxSwift's own virtual-time tests
/// (created 100, subscribed 200, disposed 1000 unless a case says otherwise).
@Suite struct CatchRetrySemanticsTests {
  @Test func test_whenCatchSourceCompletes_thenRecoveryIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
    let recovery = scheduler.createHotObservable([.next(240, 5), .completed(250)])
    // when
    let observer = scheduler.start { source.catch { _ in recovery.asObservable() } }
    // then
    #expect(observer.events == [.next(210, 2), .completed(230)])
    #expect(source.subscriptions == [.init(200, 230)])
    #expect(recovery.subscriptions.isEmpty)
  }

  @Test func test_whenCatchSourceFails_thenSourceIsDisposedAndRecoveryTakesOver() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.boom),
    ])
    let recovery = scheduler.createHotObservable([.next(240, 4), .completed(250)])
    let handled = TestLock<[TestError]>([])
    // when
    let observer = scheduler.start {
      source.catch { error in
        handled.withLock { $0.append(error as! TestError) }
        return recovery.asObservable()
      }
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
    #expect(handled.withLock { $0 } == [.boom])
    #expect(source.subscriptions == [.init(200, 230)])
    #expect(recovery.subscriptions == [.init(230, 250)])
  }

  @Test func test_whenCatchRecoveryFails_thenItsErrorEndsTheSequence() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    let recovery = scheduler.createHotObservable([.next(240, 4), .error(250, TestError.other)])
    // when
    let observer = scheduler.start { source.catch { _ in recovery.asObservable() } }
    // then
    #expect(observer.events == [.next(210, 2), .next(240, 4), .error(250, TestError.other)])
    #expect(source.subscriptions == [.init(200, 230)])
    #expect(recovery.subscriptions == [.init(230, 250)])
  }

  @Test func test_whenCatchHandlerThrows_thenItsErrorEndsTheSequenceAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    // when
    let observer = scheduler.start {
      source.catch { _ -> Observable<Int> in throw TestError.other }
    }
    // then
    #expect(observer.events == [.next(210, 2), .error(230, TestError.other)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenCatchIsDisposedEarly_thenTheCurrentSubscriptionIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    let recovery = scheduler.createHotObservable([.next(240, 4), .completed(300)])
    // when
    let observer = scheduler.start(disposed: 260) {
      source.catch { _ in recovery.asObservable() }
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(240, 4)])
    #expect(source.subscriptions == [.init(200, 230)])
    #expect(recovery.subscriptions == [.init(230, 260)])
  }

  @Test func test_whenCatchSourceNeverEnds_thenSourceIsHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2)])
    // when
    let observer = scheduler.start { source.catchAndReturn(9) }
    // then
    #expect(observer.events == [.next(210, 2)])
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenCatchAndReturnSourceFails_thenElementAndCompletionAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .error(230, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.catchAndReturn(100) }
    // then
    #expect(
      observer.events == [.next(210, 2), .next(220, 3), .next(230, 100), .completed(230)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenCatchSourceMisbehavesAfterFailing_thenOnlyTheRecoveryIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(1), .error(TestError.boom), .next(2), .completed])
    let recorder = Recorder<Int>()
    // when
    _ = source.catch { _ in .just(9) }.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .next(9), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenRetrySourceCompletes_thenSubscribedOnceAndDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
    ])
    // when
    let observer = scheduler.start { source.retry() }
    // then
    #expect(
      observer.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    #expect(source.subscriptions == [.init(200, 450)])
  }

  @Test func test_whenRetrySourceAlwaysFails_thenResubscribedAtEachErrorUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .error(250, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.retry() }
    // then
    #expect(
      observer.events == [
        .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2),
        .next(650, 3), .next(800, 1), .next(850, 2), .next(900, 3),
      ])
    #expect(
      source.subscriptions == [
        .init(200, 450), .init(450, 700), .init(700, 950), .init(950, 1000),
      ])
  }

  @Test func test_whenRetryCountIsExhausted_thenTheLastErrorPassesAndEveryAttemptEndedAtItsError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.retry(3) }
    // then
    #expect(
      observer.events == [
        .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2),
        .next(235, 3), .next(245, 1), .next(250, 2), .next(255, 3), .error(260, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 220), .init(220, 240), .init(240, 260)])
  }

  @Test func test_whenRetryIsDisposedEarly_thenTheCurrentAttemptIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError.boom),
    ])
    // when
    let observer = scheduler.start(disposed: 231) { source.retry(3) }
    // then
    #expect(
      observer.events == [
        .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2),
      ])
    #expect(source.subscriptions == [.init(200, 220), .init(220, 231)])
  }

  @Test func test_whenRetrySourceMisbehavesAfterCompleting_thenNothingMoreIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(1), .completed, .next(2), .error(TestError.boom)])
    let recorder = Recorder<Int>()
    // when
    _ = source.retry(2).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenErrorFailsOnATimerWithFromRecovery_thenRecoveryEndsBeforeSourceDisposes() {
    // given: fuzz seed 21711. RxSwift's `error` is not trampolined, so on a timer (no trampoline
    // active) the recovery's subscription drains its `from` before the failed source is disposed
    let scheduler = TestScheduler()
    let log = TestLock<[String]>([])
    @Sendable func write(_ line: String) {
      log.withLock { $0.append("\(scheduler.clock) \(line)") }
    }
    // when
    let observer = scheduler.start {
      Observable<Int>.error(TestError.boom)
        .delaySubscription(.milliseconds(10), scheduler: scheduler)
        .do(onDispose: { write("source disposed") })
        .catch { _ in
          Observable<Int>.from([]).do(
            onCompleted: { write("recovery completed") }, onDispose: { write("recovery disposed") })
        }
    }
    // then
    #expect(observer.events == [.completed(210)])
    #expect(
      log.withLock { $0 } == [
        "210 recovery completed", "210 source disposed", "210 recovery disposed",
      ])
  }
}
