import CleanReactive
import CleanReactiveTesting
import Testing

/// `Single`'s own operators: throwing selectors, `do` order, and the intervals of the work.
@Suite struct SingleSemanticsTests {
  /// A single backed by a cold test observable: succeeds with `value` 20 ticks after
  /// subscription (or fails with `error`), so its subscription interval can be checked.
  private func work(
    _ scheduler: TestScheduler, value: Int = 2, error: TestError? = nil
  ) -> (TestableObservable<Int>, Single<Int>) {
    let events: [Recorded<Event<Int>>] =
      if let error { [.error(20, error)] } else { [.next(20, value), .completed(20)] }
    let source = scheduler.createColdObservable(events)
    return (source, source.asSingle())
  }

  @Test func test_whenSingleMapThrows_thenItFailsWithThatErrorAndTheWorkIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let (source, single) = work(scheduler)
    // when
    let observer = scheduler.start {
      single.map { _ throws -> Int in throw TestError.other }.asObservable()
    }
    // then
    #expect(observer.events == [.error(220, TestError.other)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenSingleMapSucceeds_thenOneElementThenCompletion() {
    // given
    let scheduler = TestScheduler()
    let (source, single) = work(scheduler)
    // when
    let observer = scheduler.start { single.map { $0 * 21 }.asObservable() }
    // then
    #expect(observer.events == [.next(220, 42), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenSingleFlatMapSelectorThrows_thenItFailsWithThatError() {
    // given
    let scheduler = TestScheduler()
    let (source, single) = work(scheduler)
    // when
    let observer = scheduler.start {
      single.flatMap { _ throws -> Single<Int> in throw TestError.other }.asObservable()
    }
    // then
    #expect(observer.events == [.error(220, TestError.other)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenSingleCatchHandlerThrows_thenItFailsWithTheHandlersError() {
    // given
    let scheduler = TestScheduler()
    let (source, single) = work(scheduler, error: .boom)
    // when
    let observer = scheduler.start {
      single.catch { _ throws -> Single<Int> in throw TestError.other }.asObservable()
    }
    // then
    #expect(observer.events == [.error(220, TestError.other)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenSingleCatchRecovers_thenTheRecoveryResultIsDelivered() {
    // given
    let scheduler = TestScheduler()
    let (source, single) = work(scheduler, error: .boom)
    // when
    let observer = scheduler.start { single.catch { _ in .just(7) }.asObservable() }
    // then
    #expect(observer.events == [.next(220, 7), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenSingleIsDisposedBeforeItsResult_thenTheWorkIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let (source, single) = work(scheduler)
    // when
    let observer = scheduler.start(disposed: 210) { single.map { $0 + 1 }.asObservable() }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenSingleDoIsAttached_thenCallbacksRunInRxSwiftOrder() {
    // given
    let scheduler = TestScheduler()
    let (_, single) = work(scheduler)
    let log = TestLock<[String]>([])
    let observed = single.do(
      onSuccess: { value in log.withLock { $0.append("onSuccess \(value)") } },
      afterSuccess: { value in log.withLock { $0.append("afterSuccess \(value)") } },
      onSubscribe: { log.withLock { $0.append("onSubscribe") } },
      onSubscribed: { log.withLock { $0.append("onSubscribed") } },
      onDispose: { log.withLock { $0.append("onDispose") } })
    // when
    scheduler.scheduleAt(200) {
      _ = observed.subscribe { result in
        log.withLock { $0.append("result \((try? result.get()).map(String.init) ?? "-")") }
      }
    }
    scheduler.start()
    // then
    #expect(
      log.withLock { $0 } == [
        "onSubscribe", "onSubscribed", "onSuccess 2", "result 2", "afterSuccess 2", "onDispose",
      ])
  }

  @Test func test_whenSingleOnSuccessThrows_thenItFailsWithThatError() {
    // given
    let scheduler = TestScheduler()
    let (source, single) = work(scheduler)
    // when
    let observer = scheduler.start {
      single.do(onSuccess: { _ in throw TestError.other }).asObservable()
    }
    // then
    #expect(observer.events == [.error(220, TestError.other)])
    #expect(source.subscriptions == [.init(200, 220)])
  }
}
