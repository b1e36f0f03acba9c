import CleanReactive
import CleanReactiveTesting
import Testing

/// `scan` and `distinctUntilChanged` against the facts of RxSwift's own virtual-time tests
/// (created 100, subscribed 200, disposed 1000 unless a case says otherwise).
@Suite struct ScanSemanticsTests {
  @Test func test_whenScanSourceNeverEnds_thenNothingIsEmittedAndSourceIsHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1)])
    // when
    let observer = scheduler.start { source.scan(42, accumulator: +) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenScanSourceCompletesEmpty_thenCompletesWithoutTheSeed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    // when
    let observer = scheduler.start { source.scan(42, accumulator: +) }
    // then
    #expect(observer.events == [.completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenScanSourceEmits_thenRunningSumsFromSeedAndSourceDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5),
      .completed(250),
    ])
    // when
    let observer = scheduler.start { source.scan(42, accumulator: +) }
    // then
    #expect(
      observer.events == [
        .next(210, 44), .next(220, 47), .next(230, 51), .next(240, 56), .completed(250),
      ])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenScanSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    // when
    let observer = scheduler.start { source.scan(42, accumulator: +) }
    // then
    #expect(observer.events == [.next(210, 44), .error(250, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenScanIsDisposedEarly_thenEventsStopAndSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
    // when
    let observer = scheduler.start(disposed: 215) { source.scan(42, accumulator: +) }
    // then
    #expect(observer.events == [.next(210, 44)])
    #expect(source.subscriptions == [.init(200, 215)])
  }

  @Test func test_whenScanAccumulatorThrows_thenErrorIsEmittedAndSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
    // when
    let observer = scheduler.start {
      source.scan(42) { sum, value throws -> Int in
        if value == 4 { throw TestError.boom }
        return sum + value
      }
    }
    // then
    #expect(observer.events == [.next(210, 44), .next(220, 47), .error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenScanSourceMisbehaves_thenNothingAfterCompletionIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(1), .completed, .next(2), .completed])
    let recorder = Recorder<Int>()
    // when
    _ = source.scan(into: 0) { $0 += $1 }.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenDistinctSourceChangesEveryTime_thenAllPassAndSourceDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5),
      .completed(250),
    ])
    // when
    let observer = scheduler.start { source.distinctUntilChanged() }
    // then
    #expect(
      observer.events == [
        .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
      ])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenDistinctSourceRepeats_thenOnlyChangesPass() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2),
      .next(230, 2), .next(235, 1), .next(240, 2), .completed(250),
    ])
    // when
    let observer = scheduler.start { source.distinctUntilChanged() }
    // then
    #expect(
      observer.events == [
        .next(210, 2), .next(215, 3), .next(225, 2), .next(235, 1), .next(240, 2),
        .completed(250),
      ])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenDistinctByKey_thenTheLastForwardedKeyIsCompared() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(220, 4), .next(230, 5), .next(240, 7), .next(245, 8),
      .completed(250),
    ])
    // when
    let observer = scheduler.start { source.distinctUntilChanged { $0 % 2 } }
    // then
    #expect(observer.events == [.next(210, 2), .next(230, 5), .next(245, 8), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenDistinctSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let failing = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    // when
    let failed = scheduler.start { failing.distinctUntilChanged() }
    // then
    #expect(failed.events == [.next(210, 2), .error(250, TestError.boom)])
    #expect(failing.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenDistinctIsDisposedEarly_thenSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
    // when
    let observer = scheduler.start(disposed: 240) { source.distinctUntilChanged() }
    // then
    #expect(observer.events == [.next(210, 2)])
    #expect(source.subscriptions == [.init(200, 240)])
  }

  @Test func test_whenDistinctKeySelectorThrows_thenErrorAtTheFirstElement() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
    ])
    // when
    let observer = scheduler.start {
      source.distinctUntilChanged { (_: Int) throws -> Int in throw TestError.boom }
    }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenDistinctComparerThrows_thenErrorAtTheFirstComparison() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
    ])
    // when
    let observer = scheduler.start {
      source.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw TestError.boom }
    }
    // then
    #expect(observer.events == [.next(210, 2), .error(220, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenDistinctSourceMisbehaves_thenNothingAfterTheErrorIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(1), .error(TestError.boom), .next(2), .completed])
    let recorder = Recorder<Int>()
    // when
    _ = source.distinctUntilChanged().subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .error(TestError.boom)])
    #expect(source.disposeCount == 1)
  }
}
