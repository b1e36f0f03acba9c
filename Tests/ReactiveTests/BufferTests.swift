import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct BufferTests {
  private static let elements: [Recorded<Event<Int>>] = [
    .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
    .next(370, 7), .next(420, 8), .next(470, 9),
  ]

  @Test func test_whenCountOrTimeSpanIsReached_thenBufferIsEmittedAndTimerRestarts() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(600)])
    // when
    let observer = scheduler.start {
      source.buffer(timeSpan: .milliseconds(70), count: 3, scheduler: scheduler)
    }
    // then
    #expect(
      observer.events == [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
      ])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenSourceFails_thenPartialBufferIsDroppedAndErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(600, TestError.boom)])
    // when
    let observer = scheduler.start {
      source.buffer(timeSpan: .milliseconds(70), count: 3, scheduler: scheduler)
    }
    // then
    #expect(
      observer.events == [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .error(600, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenDisposedEarly_thenTimerAndSourceStop() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(600)])
    // when
    let observer = scheduler.start(disposed: 370) {
      source.buffer(timeSpan: .milliseconds(70), count: 3, scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
    #expect(source.subscriptions == [.init(200, 370)])
  }

  @Test func test_whenSourceNeverEmits_thenEmptyBuffersAreEmittedEveryTimeSpan() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>]())
    // when
    let observer = scheduler.start(disposed: 500) {
      source.buffer(timeSpan: .milliseconds(100), count: 3, scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.next(300, []), .next(400, [])])
    #expect(source.subscriptions == [.init(200, 500)])
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenNothingMoreIsForwarded() {
    // given
    let scheduler = TestScheduler()
    let recorder = Recorder<[Int]>()
    let source = RogueSource.emitting([.next(1), .completed, .next(2), .completed])
    // when
    _ = source.buffer(timeSpan: .milliseconds(10), count: 5, scheduler: scheduler)
      .subscribe(recorder.observer)
    scheduler.start()
    // then
    #expect(recorder.events == [.next([1]), .completed])
  }
}
