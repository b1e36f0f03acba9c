import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct SkipWhileTests {
  private static let events: [Recorded<Event<Int>>] = [
    .next(90, -1), .next(110, -1), .next(205, 100), .next(210, 2), .next(260, 5),
    .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8),
    .next(500, 23), .completed(600),
  ]

  @Test func test_whenPredicateFailsOnce_thenThatElementAndAllLaterOnesPass() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.events)
    let calls = TestLock(0)
    // when
    let observer = scheduler.start {
      source.skip(while: { number in
        calls.withLock { $0 += 1 }
        return number != 4
      })
    }
    // then
    #expect(
      observer.events == [
        .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600),
      ])
    #expect(source.subscriptions == [.init(200, 600)])
    #expect(calls.withLock { $0 } == 7)
  }

  @Test func test_whenSourceCompletesWhileSkipping_thenOnlyCompletionPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .completed(330)])
    // when
    let observer = scheduler.start { source.skip(while: { $0 < 10 }) }
    // then
    #expect(observer.events == [.completed(330)])
    #expect(source.subscriptions == [.init(200, 330)])
  }

  @Test func test_whenSourceFails_thenErrorPassesAndDisposesSource() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(260, 50), .error(270, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.skip(while: { $0 < 10 }) }
    // then
    #expect(observer.events == [.next(260, 50), .error(270, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 270)])
  }

  @Test func test_whenDisposedEarly_thenNothingAfterDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.events)
    // when
    let observer = scheduler.start(disposed: 400) { source.skip(while: { $0 != 4 }) }
    // then
    #expect(observer.events == [.next(390, 4)])
    #expect(source.subscriptions == [.init(200, 400)])
  }

  @Test func test_whenPredicateThrows_thenErrorIsDeliveredAndSourceDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.events)
    // when
    let observer = scheduler.start {
      source.skip(while: { number in
        if number == 5 { throw TestError.boom }
        return true
      })
    }
    // then
    #expect(observer.events == [.error(260, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 260)])
  }

  @Test func test_whenSourceMisbehavesAfterError_thenNothingMoreIsForwarded() {
    // given
    let recorder = Recorder<Int>()
    let source = RogueSource.emitting([.next(20), .error(TestError.boom), .next(30), .completed])
    // when
    _ = source.skip(while: { $0 < 10 }).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(20), .error(TestError.boom)])
  }
}
