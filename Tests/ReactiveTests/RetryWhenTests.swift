import CleanReactive
import CleanReactiveTesting
import Testing

private struct RetryableError: Error, Equatable {}

@Suite struct RetryWhenTests {
  @Test func test_whenTriggerCompletesBeforeAnyError_thenSourceCompletionStillPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let trigger = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    // when
    let observer = scheduler.start(disposed: 300) {
      source.retry(when: { (_: Observable<RetryableError>) in trigger })
    }
    // then
    #expect(observer.events == [.completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
    // As RxSwift: the trigger (a custom type, taken `asObservable()`) ends with its completion.
    #expect(trigger.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenTriggerNeverEmits_thenTheFailedSourceIsNotRetried() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5),
      .error(250, RetryableError()),
    ])
    let never = scheduler.createHotObservable([.next(150, 1)])
    // when
    let observer = scheduler.start {
      source.retry(when: { (_: Observable<RetryableError>) in never })
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)])
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(never.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSourceCompletes_thenResultCompletesAndTriggerIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
    ])
    let trigger = scheduler.createHotObservable([.next(150, 0)])
    // when
    let observer = scheduler.start {
      source.retry(when: { (_: Observable<RetryableError>) in trigger })
    }
    // then
    #expect(
      observer.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    #expect(source.subscriptions == [.init(200, 450)])
    #expect(trigger.subscriptions == [.init(200, 450)])
  }

  @Test func test_whenTriggerFailsOnSecondError_thenThatErrorEndsIt() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .error(30, RetryableError()), .completed(40),
    ])
    let failures = TestLock(0)
    // when
    let observer = scheduler.start(disposed: 300) {
      source.retry(when: { (errors: Observable<RetryableError>) in
        errors.flatMap { _ -> Observable<Int> in
          let count = failures.withLock { count in
            count += 1
            return count
          }
          return count == 2 ? .error(TestError.boom) : .just(count)
        }
      })
    }
    // then
    #expect(
      observer.events == [
        .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 230), .init(230, 260)])
  }

  @Test func test_whenTriggerCompletesOnSecondError_thenResultCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .error(30, RetryableError()), .completed(40),
    ])
    // when
    let observer = scheduler.start(disposed: 300) {
      source.retry(when: { (errors: Observable<RetryableError>) in errors.take(1) })
    }
    // then
    #expect(
      observer.events == [
        .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260),
      ])
    #expect(source.subscriptions == [.init(200, 230), .init(230, 260)])
  }

  @Test func test_whenTriggerCompletesAtTheErrorsInstant_thenResultCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .error(30, RetryableError()),
    ])
    let trigger = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    // when
    let observer = scheduler.start {
      source.retry(when: { (_: Observable<RetryableError>) in trigger })
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenBackingOffWithTimers_thenEachRetryWaitsLonger() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(5, 1), .error(10, RetryableError())])
    let attempts = TestLock(0)
    // when
    let observer = scheduler.start(disposed: 800) {
      source.retry(when: { (errors: Observable<any Error>) in
        errors.flatMap { error -> Observable<Int> in
          let attempt = attempts.withLock { count in
            defer { count += 1 }
            return count
          }
          if attempt >= 3 { return .error(error) }
          return .timer(.milliseconds((attempt + 1) * 50), scheduler: scheduler)
        }
      })
    }
    // then
    #expect(
      observer.events == [
        .next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, RetryableError()),
      ])
    #expect(
      source.subscriptions == [.init(200, 210), .init(260, 270), .init(370, 380), .init(530, 540)]
    )
  }

  @Test func test_whenHandlerIsNotAnnotated_thenItSeesEveryErrorType() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
    // when
    let observer = scheduler.start { source.retry(when: { errors in errors.take(2) }) }
    // then
    #expect(
      observer.events == [.next(205, 1), .next(215, 1), .next(225, 1), .completed(230)])
    #expect(source.subscriptions == [.init(200, 210), .init(210, 220), .init(220, 230)])
  }

  @Test func test_whenErrorIsOfAnotherType_thenItPassesThroughWithoutRetry() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
    // when
    let observer = scheduler.start(disposed: 800) {
      source.retry(when: { (errors: Observable<RetryableError>) in errors })
    }
    // then
    #expect(observer.events == [.next(205, 1), .error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenSourceFailsSynchronouslyManyTimes_thenRetriesWithoutGrowingTheStack() {
    // given
    let recorder = Recorder<Int>()
    let attempts = TestLock(0)
    let source = Observable<Int>.deferred {
      let attempt = attempts.withLock { count in
        count += 1
        return count
      }
      return attempt < 20_000 ? .error(RetryableError()) : .just(attempt)
    }
    // when
    _ = source.retry(when: { (errors: Observable<RetryableError>) in errors })
      .subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(20_000), .completed])
  }
}
