import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct TakeLastTests {
  @Test func test_whenSourceCompletes_thenLastElementsAreEmittedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(250, 3), .next(270, 4), .next(310, 5), .next(360, 6), .next(380, 7),
      .next(410, 8), .next(590, 9), .completed(650),
    ])
    // when
    let observer = scheduler.start { source.takeLast(3) }
    // then
    #expect(observer.events == [.next(650, 7), .next(650, 8), .next(650, 9), .completed(650)])
    #expect(source.subscriptions == [.init(200, 650)])
  }

  @Test func test_whenFewerElementsThanCount_thenAllAreEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .completed(300)])
    // when
    let observer = scheduler.start { source.takeLast(5) }
    // then
    #expect(observer.events == [.next(300, 2), .next(300, 3), .completed(300)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenCountIsZero_thenOnlyCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    // when
    let observer = scheduler.start { source.takeLast(0) }
    // then
    #expect(observer.events == [.completed(300)])
  }

  @Test func test_whenSourceFails_thenBufferIsDroppedAndErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(250, 3), .error(300, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.takeLast(2) }
    // then
    #expect(observer.events == [.error(300, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenSourceNeverEnds_thenNothingIsEmittedUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(250, 3)])
    // when
    let observer = scheduler.start { source.takeLast(2) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenNothingMoreIsForwarded() {
    // given
    let recorder = Recorder<Int>()
    let source = RogueSource.emitting([.next(1), .next(2), .completed, .next(3), .completed])
    // when
    _ = source.takeLast(1).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(2), .completed])
  }
}
