import CleanReactive
import CleanReactiveTesting
import Testing

/// `materialize` and `startWith` against the facts of RxSwift's own virtual-time tests
/// (created 100, subscribed 200, disposed 1000 unless a case says otherwise).
@Suite struct MaterializeSemanticsTests {
  @Test func test_whenMaterializeSourceNeverEnds_thenNothingAndSourceIsHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
    // when
    let observer = scheduler.start { source.materialize() }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenMaterializeSourceCompletesEmpty_thenCompletionElementThenCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    // when
    let observer = scheduler.start { source.materialize() }
    // then
    #expect(observer.events == [.next(250, Event<Int>.completed), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenMaterializeSourceEmitsThenCompletes_thenEveryEventIsAnElement() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
    // when
    let observer = scheduler.start { source.materialize() }
    // then
    #expect(
      observer.events == [
        .next(210, Event<Int>.next(2)), .next(250, Event<Int>.completed), .completed(250),
      ])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenMaterializeSourceFails_thenTheErrorIsAnElementFollowedByCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), Recorded<Event<Int>>.error(250, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.materialize() }
    // then
    #expect(observer.events == [.next(250, Event<Int>.error(TestError.boom)), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenMaterializeIsDisposedEarly_thenSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    // when
    let observer = scheduler.start(disposed: 220) { source.materialize() }
    // then
    #expect(observer.events == [.next(210, Event<Int>.next(2))])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenMaterializeSourceMisbehaves_thenItCompletesOnce() {
    // given
    let source = RogueSource<Int>([.next(1), .completed, .next(2), .error(TestError.boom)])
    let recorder = Recorder<Event<Int>>()
    // when
    _ = source.materialize().subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(.next(1)), .next(.completed), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenStartWith_thenPrefixAtSubscriptionAndSourceDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
    // when
    let observer = scheduler.start { source.startWith(1, 7) }
    // then
    #expect(observer.events == [.next(200, 1), .next(200, 7), .next(220, 2), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenStartWithSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(220, 2), .error(250, TestError.boom)])
    // when
    let observer = scheduler.start { source.startWith(1) }
    // then
    #expect(observer.events == [.next(200, 1), .next(220, 2), .error(250, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenStartWithIsDisposedEarly_thenSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(220, 2), .next(260, 3)])
    // when
    let early = scheduler.start(disposed: 240) { source.startWith(1) }
    // then
    #expect(early.events == [.next(200, 1), .next(220, 2)])
    #expect(source.subscriptions == [.init(200, 240)])
  }

  @Test func test_whenStartWithSourceMisbehaves_thenNothingAfterCompletionIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(2), .completed, .next(3)])
    let recorder = Recorder<Int>()
    // when
    _ = source.startWith(1).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(source.disposeCount == 1)
  }
}
