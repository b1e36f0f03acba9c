import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct ReduceTests {
  @Test func test_whenSourceCompletes_thenAccumulatedValueIsEmittedThenCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4),
      .completed(260),
    ])
    // when
    let observer = scheduler.start { source.reduce(42, accumulator: +) }
    // then
    #expect(observer.events == [.next(260, 42 + 0 + 1 + 2 + 3 + 4), .completed(260)])
    #expect(source.subscriptions == [.init(200, 260)])
  }

  @Test func test_whenSourceIsEmpty_thenSeedIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
    // when
    let observer = scheduler.start { source.reduce(42, accumulator: +) }
    // then
    #expect(observer.events == [.next(250, 42), .completed(250)])
  }

  @Test func test_whenMapResultIsGiven_thenItTransformsTheFinalValue() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
    // when
    let observer = scheduler.start {
      source.reduce(0, accumulator: +, mapResult: { $0 * 5 })
    }
    // then
    #expect(observer.events == [.next(260, 15), .completed(260)])
  }

  @Test func test_whenSourceFails_thenErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(210, TestError.boom)])
    // when
    let observer = scheduler.start { source.reduce(42, accumulator: +) }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenSourceNeverEnds_thenNothingIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start { source.reduce(42, accumulator: +) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenAccumulatorThrows_thenErrorIsDeliveredAndSourceDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .completed(260),
    ])
    // when
    let observer = scheduler.start {
      source.reduce(0) { total, element in
        if element == 2 { throw TestError.boom }
        return total + element
      }
    }
    // then
    #expect(observer.events == [.error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenMapResultThrows_thenErrorIsDeliveredAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .completed(260)])
    // when
    let observer = scheduler.start {
      source.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError.boom })
    }
    // then
    #expect(observer.events == [.error(260, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 260)])
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenNothingMoreIsForwarded() {
    // given
    let recorder = Recorder<Int>()
    let source = RogueSource.emitting([.next(1), .completed, .next(2), .completed])
    // when
    _ = source.reduce(0, accumulator: +).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
  }
}
