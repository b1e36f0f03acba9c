import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct ToArrayTests {
  @Test func test_whenSourceCompletes_thenAllElementsAreEmittedAsOneArray() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
    // when
    let observer = scheduler.start { source.toArray().asObservable() }
    // then
    #expect(observer.events == [.next(250, [2, 3, 4, 5]), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenSourceIsEmpty_thenEmptyArrayIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
    // when
    let observer = scheduler.start { source.toArray().asObservable() }
    // then
    #expect(observer.events == [.next(250, []), .completed(250)])
  }

  @Test func test_whenSourceFails_thenSingleFails() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    // when
    let observer = scheduler.start { source.toArray().asObservable() }
    // then
    #expect(observer.events == [.error(250, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenSourceNeverEnds_thenNothingIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start { source.toArray().asObservable() }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenOneArrayOnly() {
    // given
    let recorder = Recorder<[Int]>()
    let source = RogueSource.emitting([.next(1), .completed, .next(2), .completed])
    // when
    _ = source.toArray().asObservable().subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next([1]), .completed])
  }
}
