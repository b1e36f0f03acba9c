import CleanReactive
import CleanReactiveTesting
import Testing

/// `flatMapLatest` against the facts of RxSwift's own switch tests: the same input tables, the
/// same expected events and subscription intervals (created 100, subscribed 200, disposed 1000).
@Suite struct FlatMapLatestSemanticsTests {
  /// Three cold inner sequences, as in RxSwift's `flatMapLatest` data tests.
  static func inners(_ scheduler: TestScheduler, secondFails: Bool = false) -> [TestableObservable<
    Int
  >] {
    [
      scheduler.createColdObservable([
        .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
        .next(220, 106), .completed(230),
      ]),
      scheduler.createColdObservable([
        .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204),
        secondFails ? .error(50, TestError.boom) : .completed(50),
      ]),
      scheduler.createColdObservable([
        .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
      ]),
    ]
  }

  @Test func test_whenOuterSwitchesThreeTimes_thenOnlyLatestInnerIsMirroredAndEachIsDisposedInTime()
  {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler)
    let outer = scheduler.createHotObservable([
      .next(300, 0), .next(400, 1), .next(500, 2), .completed(600),
    ])
    // when
    let observer = scheduler.start { outer.flatMapLatest { inners[$0] } }
    // then
    #expect(
      observer.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304),
        .completed(650),
      ])
    #expect(outer.subscriptions == [.init(200, 600)])
    #expect(inners[0].subscriptions == [.init(300, 400)])
    #expect(inners[1].subscriptions == [.init(400, 450)])
    #expect(inners[2].subscriptions == [.init(500, 650)])
  }

  @Test func test_whenInnerFails_thenErrorEndsItAndDisposesOuterAtOnce() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler, secondFails: true)
    let outer = scheduler.createHotObservable([
      .next(300, 0), .next(400, 1), .next(500, 2), .completed(600),
    ])
    // when
    let observer = scheduler.start { outer.flatMapLatest { inners[$0] } }
    // then
    #expect(
      observer.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .error(450, TestError.boom),
      ])
    #expect(outer.subscriptions == [.init(200, 450)])
    #expect(inners[0].subscriptions == [.init(300, 400)])
    #expect(inners[1].subscriptions == [.init(400, 450)])
    #expect(inners[2].subscriptions == [])
  }

  @Test func test_whenOuterFails_thenErrorEndsItAndDisposesCurrentInner() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler)
    let outer = scheduler.createHotObservable([
      .next(300, 0), .next(400, 1), .error(500, TestError.boom),
    ])
    // when
    let observer = scheduler.start { outer.flatMapLatest { inners[$0] } }
    // then
    #expect(
      observer.events == [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
        .next(440, 204), .error(500, TestError.boom),
      ])
    #expect(outer.subscriptions == [.init(200, 500)])
    #expect(inners[0].subscriptions == [.init(300, 400)])
    #expect(inners[1].subscriptions == [.init(400, 450)])
  }

  @Test func test_whenSelectorThrows_thenErrorEndsItAndDisposesOuterAndInner() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler)
    let outer = scheduler.createHotObservable([.next(300, 0), .next(400, 1)])
    // when
    let observer = scheduler.start {
      outer.flatMapLatest { index -> TestableObservable<Int> in
        guard index < 1 else { throw TestError.boom }
        return inners[index]
      }
    }
    // then
    #expect(observer.events == [.next(310, 101), .next(320, 102), .error(400, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 400)])
    #expect(inners[0].subscriptions == [.init(300, 400)])
    #expect(inners[1].subscriptions == [])
  }

  @Test func test_whenDisposedEarly_thenOuterAndInnerSubscriptionsEndAtDisposal() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler)
    let outer = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
    // when
    let observer = scheduler.start(disposed: 415) { outer.flatMapLatest { inners[$0] } }
    // then
    #expect(observer.events == [.next(310, 101), .next(320, 102), .next(410, 201)])
    #expect(outer.subscriptions == [.init(200, 415)])
    #expect(inners[0].subscriptions == [.init(300, 400)])
    #expect(inners[1].subscriptions == [.init(400, 415)])
  }

  @Test func test_whenNeitherOuterNorInnerEnds_thenNothingTerminatesBeforeDisposal() {
    // given
    let scheduler = TestScheduler()
    let inner = scheduler.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
    let outer = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 0)])
    // when
    let observer = scheduler.start { outer.flatMapLatest { _ in inner } }
    // then
    #expect(observer.events == [.next(310, 1)])
    #expect(outer.subscriptions == [.init(200, 1000)])
    #expect(inner.subscriptions == [.init(300, 1000)])
  }

  @Test func test_whenOuterCompletesWithoutElements_thenItCompletesAtOnce() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
    // when
    let observer = scheduler.start { outer.flatMapLatest { Observable.just($0) } }
    // then
    #expect(observer.events == [.completed(300)])
    #expect(outer.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenSourcesMisbehaveAfterTerminating_thenNothingMoreIsForwarded() {
    // given: the outer sends after completing, an inner after failing
    let scheduler = TestScheduler()
    let outer = RawEventSource<Int>()
    let inner = RawEventSource<Int>()
    let observer = scheduler.createObserver(Int.self)
    _ = outer.observable.flatMapLatest { _ in inner.observable }.subscribe(observer)
    // when
    outer.send(.next(1))
    inner.send(.next(10))
    inner.send(.error(TestError.boom))
    inner.send(.next(11))
    inner.send(.completed)
    outer.send(.next(2))
    // then
    #expect(observer.events == [.next(0, 10), .error(0, TestError.boom)])
    #expect(inner.subscribeCount == 1)
  }

  @Test func test_whenInnerIsSynchronous_thenEachOuterElementIsMirroredAndItCompletesWithOuter() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    // when
    let observer = scheduler.start { outer.flatMapLatest { Observable.just($0 * 10) } }
    // then
    #expect(
      observer.events == [.next(210, 10), .next(220, 20), .next(230, 30), .completed(240)])
    #expect(outer.subscriptions == [.init(200, 240)])
  }

  /// The deliberate difference from RxSwift (see `flatMapLatest`'s doc comment): a subject's
  /// delivery reaches `take(until:)`'s trigger first, which disposes `flatMapLatest`, then
  /// `flatMapLatest` itself; RxSwift subscribes `inner` and disposes it at once (the model with
  /// `disposedSwitchStartsInner: true` gives `inner 230-230`), here it is never subscribed.
  @Test func test_whenAnElementReachesItAfterItWasDisposed_thenNoInnerIsSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(230, 1)])
    let inner = scheduler.createColdObservable([.next(10, 7), .completed(20)])
    // when
    let observer = scheduler.start {
      source.multicast({ PublishSubject<Int>() }) { shared in
        shared.flatMapLatest { _ in inner }.take(until: shared)
      }
    }
    // then
    #expect(observer.events == [.completed(230)])
    #expect(source.subscriptions == [.init(200, 230)])
    #expect(inner.subscriptions.isEmpty)
  }

  @Test func test_whenTheModelRunsRxSwiftsSwitch_thenADisposedSinkStillSubscribesTheInner() {
    // given
    let fuzzCase = FuzzCase(
      sources: [
        .init(isHot: true, events: [(230, .next(1))]), .init(isHot: false, events: []),
        .init(isHot: false, events: []), .init(isHot: false, events: []),
      ],
      program: .share(
        .multicast(replay: nil), .source(0),
        body: .takeUntil(.flatMapLatest(.shared, inner: 3), .shared)),
      disposeAt: 1000)
    // when
    let rxSwift = ModelRunner.run(fuzzCase, disposedSwitchStartsInner: true)
    let kernel = KernelRunner.run(fuzzCase)
    // then
    #expect(rxSwift.subscriptions == ["xs0 200-230", "xs3 230-230"])
    #expect(kernel.subscriptions == ["xs0 200-230"])
    #expect(kernel == ModelRunner.run(fuzzCase))
  }
}
