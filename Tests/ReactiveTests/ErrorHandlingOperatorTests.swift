import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct ErrorHandlingOperatorTests {
  @Test func test_whenSourceFailsAndIsCaught_thenRecoverySequenceContinues() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let recovery = scheduler.createColdObservable([.next(10, -1), .completed(20)])
    // when
    let observer = scheduler.start {
      source.catch { error in
        error as? TestError == .boom ? recovery.asObservable() : .error(error)
      }
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(230, -1), .completed(240)])
    #expect(recovery.subscriptions.map(\.subscribe) == [220])
  }

  @Test func test_whenCaughtSequenceIsDisposedDuringRecovery_thenRecoveryIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError.boom)])
    let recovery = scheduler.createColdObservable([Recorded<Event<Int>>.next(100, 1)])
    // when
    let observer = scheduler.start(disposed: 250) { source.catch { _ in recovery.asObservable() } }
    // then
    #expect(observer.events.isEmpty)
    #expect(recovery.subscriptions == [.init(210, 250)])
  }

  @Test func test_whenSourceFailsWithCatchAndReturn_thenFallbackThenCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { source.catchAndReturn(0) }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 0), .completed(220)])
  }

  @Test func test_whenRetriedWithCount_thenSubscribesThatManyTimesThenFails() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    // when
    let observer = scheduler.start { source.retry(3) }
    // then
    #expect(
      observer.events == [
        .next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 220), .init(220, 240), .init(240, 260)])
  }

  @Test func test_whenRetriedSourceSucceeds_thenItCompletesWithoutFurtherAttempts() {
    // given
    let attempts = Recorder<Int>()
    let source = Observable<Int>.deferred {
      attempts.observer.onNext(1)
      return attempts.elements.count < 3 ? .error(TestError.boom) : .just(42)
    }
    let recorder = Recorder<Int>()
    // when: failures happen synchronously during subscribe
    _ = source.retry(5).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(42), .completed])
    #expect(attempts.elements.count == 3)
  }

  @Test func test_whenRetriedForever_thenResubscribesUntilSuccess() {
    // given
    let attempts = Recorder<Int>()
    let source = Observable<Int>.deferred {
      attempts.observer.onNext(1)
      return attempts.elements.count < 1000 ? .error(TestError.boom) : .just(7)
    }
    let recorder = Recorder<Int>()
    // when: 999 synchronous failures would overflow the stack if retried recursively
    _ = source.retry().subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(7), .completed])
    #expect(attempts.elements.count == 1000)
  }

  @Test func test_whenRetryIsDisposed_thenNoFurtherAttemptIsMade() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(30, TestError.boom)])
    // when
    let observer = scheduler.start(disposed: 250) { source.retry() }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 230), .init(230, 250)])
  }

  @Test func test_whenSingleIsRetried_thenWorkRunsAgain() async throws {
    // given
    let attempts = Recorder<Int>()
    let single = Single<Int>.create { completion in
      attempts.observer.onNext(1)
      completion(attempts.elements.count < 2 ? .failure(TestError.boom) : .success(5))
      return Disposables.create()
    }
    // when
    let value = try await single.retry(2).value
    // then
    #expect(value == 5)
    #expect(attempts.elements.count == 2)
  }
}
