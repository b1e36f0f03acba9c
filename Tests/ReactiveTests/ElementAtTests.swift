import CleanReactive
import CleanReactiveTesting
import Testing

/// `element(at:)`, transcribed from RxSwift's Observable+ElementAtTests.
@Suite struct ElementAtTests {
  private static let elements: [Recorded<Event<Int>>] = [
    .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
    .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15),
    .next(415, 16), .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100),
    .next(580, -3), .next(590, 5), .next(630, 10),
  ]

  @Test func test_whenTheIndexIsReached_thenThatElementIsEmittedAndItCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(690)])
    // when
    let observer = scheduler.start { source.element(at: 10) }
    // then
    #expect(observer.events == [.next(460, 72), .completed(460)])
    #expect(source.subscriptions == [.init(200, 460)])
  }

  @Test func test_whenTheSourceCompletesBeforeTheIndex_thenItFailsOutOfRange() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Array(Self.elements.prefix(7)) + [.completed(320)])
    // when
    let observer = scheduler.start { source.element(at: 10) }
    // then
    #expect(observer.events == [.error(320, ReactiveError.argumentOutOfRange)])
    #expect(source.subscriptions == [.init(200, 320)])
  }

  @Test func test_whenTheSourceFailsAfterTheIndex_thenTheErrorIsNeverSeen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(690, TestError.boom)])
    // when
    let observer = scheduler.start { source.element(at: 10) }
    // then
    #expect(observer.events == [.next(460, 72), .completed(460)])
    #expect(source.subscriptions == [.init(200, 460)])
  }

  @Test func test_whenTheSourceFailsBeforeTheIndex_thenTheErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(
      Array(Self.elements.prefix(7)) + [.error(310, TestError.boom)])
    // when
    let observer = scheduler.start { source.element(at: 10) }
    // then
    #expect(observer.events == [.error(310, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 310)])
  }

  @Test func test_whenDisposedBeforeTheIndex_thenNothingIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(690, TestError.boom)])
    // when
    let observer = scheduler.start(disposed: 250) { source.element(at: 3) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenTheIndexIsReachedBeforeDisposal_thenTheElementAndCompletionAreEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(690, TestError.boom)])
    // when
    let observer = scheduler.start(disposed: 400) { source.element(at: 3) }
    // then
    #expect(observer.events == [.next(280, 1), .completed(280)])
    #expect(source.subscriptions == [.init(200, 280)])
  }

  @Test func test_whenTheIndexIsZero_thenTheFirstElementIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Array(Self.elements.prefix(10)) + [.completed(400)])
    // when
    let observer = scheduler.start { source.element(at: 0) }
    // then
    #expect(observer.events == [.next(210, 9), .completed(210)])
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenTheIndexIsNegative_thenItFailsOutOfRangeWithoutSubscribing() {
    // given (a deliberate difference: RxSwift stops the process)
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements)
    // when
    let observer = scheduler.start { source.element(at: -1) }
    // then
    #expect(observer.events == [.error(200, ReactiveError.argumentOutOfRange)])
    #expect(source.subscriptions.isEmpty)
  }

  @Test func test_whenTheElementMakesTheDownstreamDispose_thenNoCompletionFollowsIt() {
    // given: fuzzer seed 4105 — `take(1)` disposes the chain while `element(at:)` delivers
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(10, 3)])
    let log = TestLock<[String]>([])
    // when
    let observer = scheduler.start {
      source.element(at: 0)
        .do(
          onNext: { value in log.withLock { $0.append("next(\(value))") } },
          onCompleted: { log.withLock { $0.append("completed") } },
          onDispose: { log.withLock { $0.append("dispose") } }
        )
        .take(1)
    }
    // then: as RxSwift, the disposed sink forwards nothing more
    #expect(observer.events == [.next(210, 3), .completed(210)])
    #expect(log.withLock { $0 } == ["next(3)", "dispose"])
    #expect(source.subscriptions == [.init(200, 210)])
  }
}
