import CleanReactive
import CleanReactiveTesting
import Testing

/// `dematerialize()`, transcribed from RxSwift's Observable+DematerializeTests.
@Suite struct DematerializeTests {
  @Test func test_whenTheSourceCompletes_thenElementsPassAndItCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, Event.next(41)), .next(210, Event.next(42)), .next(220, Event.next(43)),
      .completed(250), .completed(251),
    ])
    // when
    let observer = scheduler.start { source.dematerialize() }
    // then
    #expect(observer.events == [.next(210, 42), .next(220, 43), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenACompletedElementArrives_thenItCompletesThere() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, Event.next(41)), .next(210, Event.next(42)), .next(220, Event.next(43)),
      .next(230, Event<Int>.completed), .next(231, Event<Int>.completed),
    ])
    // when
    let observer = scheduler.start { source.dematerialize() }
    // then
    #expect(observer.events == [.next(210, 42), .next(220, 43), .completed(230)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenTheSourceFails_thenTheErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, Event.next(41)), .next(210, Event.next(42)), .next(220, Event.next(43)),
      .error(230, TestError.boom), .error(231, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.dematerialize() }
    // then
    #expect(observer.events == [.next(210, 42), .next(220, 43), .error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenAnErrorElementArrives_thenItFailsThere() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, Event.next(41)), .next(210, Event.next(42)), .next(220, Event.next(43)),
      .next(230, Event<Int>.error(TestError.boom)), .next(231, Event<Int>.error(TestError.boom)),
    ])
    // when
    let observer = scheduler.start { source.dematerialize() }
    // then
    #expect(observer.events == [.next(210, 42), .next(220, 43), .error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenMaterializedNeverIsDematerialized_thenNothingHappens() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start { Observable<Int>.never().materialize().dematerialize() }
    // then
    #expect(observer.events.isEmpty)
  }

  @Test func test_whenMaterializedEmptyIsDematerialized_thenItCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    // when
    let observer = scheduler.start { source.materialize().dematerialize() }
    // then
    #expect(observer.events == [.completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenMaterializedElementsAreDematerialized_thenTheSequenceIsRestored() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
    // when
    let observer = scheduler.start { source.materialize().dematerialize() }
    // then
    #expect(observer.events == [.next(210, 2), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenAMaterializedErrorIsDematerialized_thenTheErrorIsRestored() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .error(250, TestError.boom)])
    // when
    let observer = scheduler.start { source.materialize().dematerialize() }
    // then
    #expect(observer.events == [.error(250, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 250)])
  }
}
