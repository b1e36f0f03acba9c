import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct IgnoreElementsTests {
  @Test func test_whenSourceCompletes_thenOnlyCompletionPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(180, 1), .next(210, 2), .next(250, 3), .next(270, 4), .completed(610),
    ])
    // when
    let observer = scheduler.start { source.ignoreElements() }
    // then
    #expect(observer.events == [.completed(610)])
    #expect(source.subscriptions == [.init(200, 610)])
  }

  @Test func test_whenSourceFails_thenOnlyErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(610, TestError.boom)])
    // when
    let observer = scheduler.start { source.ignoreElements() }
    // then
    #expect(observer.events == [.error(610, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 610)])
  }

  @Test func test_whenSourceNeverEnds_thenNothingPassesUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(250, 3)])
    // when
    let observer = scheduler.start { source.ignoreElements() }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenOneTerminalEventOnly() {
    // given
    let recorder = Recorder<Never>()
    let source = RogueSource.emitting([.next(1), .completed, .error(TestError.boom)])
    // when
    _ = source.ignoreElements().subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.completed])
  }
}
