import CleanReactive
import CleanReactiveTesting
import Testing

/// `flatMap` and `merge` against the facts of RxSwift's merge tests: same inputs, same expected
/// events and subscription intervals (created 100, subscribed 200, disposed 1000).
@Suite struct FlatMapSemanticsTests {
  /// RxSwift's `flatMap` table: inner sequences emitted by a hot outer sequence (the two at 5
  /// and 105 arrive before the subscription at 200 and are never subscribed).
  static func outer(
    _ scheduler: TestScheduler, firstInnerFails: Bool = false, secondInnerCompletes: Bool = true,
    end: Recorded<Event<TestableObservable<Int>>>?
  ) -> TestableObservable<TestableObservable<Int>> {
    var events: [Recorded<Event<TestableObservable<Int>>>] = [
      .next(5, scheduler.createColdObservable([.error(1, TestError.boom)])),
      .next(105, scheduler.createColdObservable([.error(1, TestError.boom)])),
      .next(
        300,
        scheduler.createColdObservable([
          .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
          firstInnerFails ? .error(460, TestError.boom) : .completed(460),
        ])),
      .next(
        400,
        scheduler.createColdObservable(
          [.next(180, 202), .next(190, 203)] + (secondInnerCompletes ? [.completed(205)] : []))),
      .next(
        550,
        scheduler.createColdObservable([
          .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305),
          .completed(410),
        ])),
      .next(750, scheduler.createColdObservable([.completed(40)])),
      .next(
        850, scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)])),
    ]
    if let end { events.append(end) }
    return scheduler.createHotObservable(events)
  }

  static func innerSubscriptions(_ outer: TestableObservable<TestableObservable<Int>>)
    -> [[TestableObservable<Int>.Subscription]]
  {
    outer.recordedEvents[2...].compactMap { $0.value.element?.subscriptions }
  }

  static let mergedUntil620: [Recorded<Event<Int>>] = [
    .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301),
    .next(580, 202), .next(590, 203), .next(600, 302), .next(620, 303),
  ]

  @Test func test_whenOuterAndInnersComplete_thenItCompletesWithTheLastAndEachIsDisposedAtItsEnd() {
    // given
    let scheduler = TestScheduler()
    let outer = Self.outer(scheduler, end: .completed(900))
    // when
    let observer = scheduler.start { outer.flatMap { $0 } }
    // then
    #expect(
      observer.events
        == Self.mergedUntil620 + [
          .next(740, 106), .next(810, 304), .next(860, 305), .next(930, 401), .next(940, 402),
          .completed(960),
        ])
    #expect(outer.subscriptions == [.init(200, 900)])
    #expect(
      Self.innerSubscriptions(outer) == [
        [.init(300, 760)], [.init(400, 605)], [.init(550, 960)], [.init(750, 790)],
        [.init(850, 950)],
      ])
  }

  @Test func test_whenOuterNeverCompletes_thenItNeverCompletesButFinishedInnersAreDisposed() {
    // given
    let scheduler = TestScheduler()
    let outer = Self.outer(scheduler, end: nil)
    // when
    let observer = scheduler.start { outer.flatMap { $0 } }
    // then
    #expect(
      observer.events
        == Self.mergedUntil620 + [
          .next(740, 106), .next(810, 304), .next(860, 305), .next(930, 401), .next(940, 402),
        ])
    #expect(outer.subscriptions == [.init(200, 1000)])
    #expect(
      Self.innerSubscriptions(outer) == [
        [.init(300, 760)], [.init(400, 605)], [.init(550, 960)], [.init(750, 790)],
        [.init(850, 950)],
      ])
  }

  @Test func test_whenAnInnerNeverCompletes_thenOuterIsDisposedAtItsCompletionAndInnerAtDisposal() {
    // given
    let scheduler = TestScheduler()
    let outer = Self.outer(scheduler, secondInnerCompletes: false, end: .completed(900))
    // when
    let observer = scheduler.start { outer.flatMap { $0 } }
    // then
    #expect(
      observer.events
        == Self.mergedUntil620 + [
          .next(740, 106), .next(810, 304), .next(860, 305), .next(930, 401), .next(940, 402),
        ])
    #expect(outer.subscriptions == [.init(200, 900)])
    #expect(
      Self.innerSubscriptions(outer) == [
        [.init(300, 760)], [.init(400, 1000)], [.init(550, 960)], [.init(750, 790)],
        [.init(850, 950)],
      ])
  }

  @Test func test_whenOuterFails_thenErrorEndsItAndEveryLiveInnerIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let outer = Self.outer(scheduler, secondInnerCompletes: false, end: .error(900, TestError.boom))
    // when
    let observer = scheduler.start { outer.flatMap { $0 } }
    // then
    #expect(
      observer.events
        == Self.mergedUntil620 + [
          .next(740, 106), .next(810, 304), .next(860, 305), .error(900, TestError.boom),
        ])
    #expect(outer.subscriptions == [.init(200, 900)])
    #expect(
      Self.innerSubscriptions(outer) == [
        [.init(300, 760)], [.init(400, 900)], [.init(550, 900)], [.init(750, 790)],
        [.init(850, 900)],
      ])
  }

  @Test func test_whenAnInnerFails_thenErrorEndsItAndOuterAndOtherInnersAreDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let outer = Self.outer(scheduler, firstInnerFails: true, end: .completed(900))
    // when
    let observer = scheduler.start { outer.flatMap { $0 } }
    // then
    #expect(
      observer.events == Self.mergedUntil620 + [.next(740, 106), .error(760, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 760)])
    #expect(
      Self.innerSubscriptions(outer) == [
        [.init(300, 760)], [.init(400, 605)], [.init(550, 760)], [.init(750, 760)], [],
      ])
  }

  @Test func test_whenDisposedEarly_thenEveryLiveSubscriptionEndsAtDisposal() {
    // given
    let scheduler = TestScheduler()
    let outer = Self.outer(scheduler, end: .completed(900))
    // when
    let observer = scheduler.start(disposed: 700) { outer.flatMap { $0 } }
    // then
    #expect(observer.events == Self.mergedUntil620)
    #expect(outer.subscriptions == [.init(200, 700)])
    #expect(
      Self.innerSubscriptions(outer) == [
        [.init(300, 700)], [.init(400, 605)], [.init(550, 700)], [], [],
      ])
  }

  @Test func test_whenSelectorThrows_thenErrorEndsItAndDisposesOuterAndInners() {
    // given
    let scheduler = TestScheduler()
    let inner = scheduler.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
    let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    // when
    let observer = scheduler.start {
      outer.flatMap { value -> TestableObservable<Int> in
        guard value == 1 else { throw TestError.boom }
        return inner
      }
    }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 220)])
    #expect(inner.subscriptions == [.init(210, 220)])
  }

  @Test func test_whenSourcesMisbehaveAfterTerminating_thenTheirLateEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let outer = RawEventSource<Int>()
    let inners = [RawEventSource<Int>(), RawEventSource<Int>()]
    let observer = scheduler.createObserver(Int.self)
    _ = outer.observable.flatMap { inners[$0].observable }.subscribe(observer)
    // when
    outer.send(.next(0))
    outer.send(.next(1))
    inners[0].send(.completed)
    inners[0].send(.completed)  // must not count as the second inner's completion
    outer.send(.completed)
    outer.send(.next(0))  // after completion: ignored
    inners[1].send(.next(7))
    inners[1].send(.completed)
    inners[1].send(.next(8))
    // then
    #expect(observer.events == [.next(0, 7), .completed(0)])
    #expect(inners[0].subscribeCount == 1)
  }

  @Test func test_whenMergingHotSources_thenItCompletesWithTheLastAndDisposesEachAtItsEnd() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let second = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])
    // when
    let observer = scheduler.start {
      Observable.merge(first.asObservable(), second.asObservable())
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
    #expect(first.subscriptions == [.init(200, 250)])
    #expect(second.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenAMergedSourceFails_thenTheOtherIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let second = scheduler.createHotObservable([.next(220, 2), .next(260, 3)])
    // when
    let observer = scheduler.start {
      Observable.merge(first.asObservable(), second.asObservable())
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 230)])
    #expect(second.subscriptions == [.init(200, 230)])
  }
}
