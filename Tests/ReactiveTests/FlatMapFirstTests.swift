import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct FlatMapFirstTests {
  /// Inner sequences arriving at 5 and 105 (before subscription), 300, 400, 550, 750 and 850;
  /// the one at 300 runs until 760, so those at 400, 550 and 750 are dropped.
  private static func innerSequences(
    _ scheduler: TestScheduler, firstEnd: Event<Int> = .completed
  ) -> [TestableObservable<Int>] {
    [
      scheduler.createColdObservable([.error(1, TestError.other)]),
      scheduler.createColdObservable([.error(1, TestError.other)]),
      scheduler.createColdObservable([
        .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
        Recorded(time: 460, value: firstEnd),
      ]),
      scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)]),
      scheduler.createColdObservable([
        .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305),
        .completed(410),
      ]),
      scheduler.createColdObservable([.completed(40)]),
      scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
    ]
  }

  private static func outer(
    _ scheduler: TestScheduler, _ inners: [TestableObservable<Int>], end: Event<Int>?
  ) -> TestableObservable<TestableObservable<Int>> {
    let times = [5, 105, 300, 400, 550, 750, 850]
    var events: [Recorded<Event<TestableObservable<Int>>>] = zip(times, inners).map {
      .next($0, $1)
    }
    switch end {
    case .completed: events.append(.completed(900))
    case .error(let error): events.append(.error(900, error))
    default: break
    }
    return scheduler.createHotObservable(events)
  }

  private static let firstAndLast: [Recorded<Event<Int>>] = [
    .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
    .next(930, 401), .next(940, 402),
  ]

  @Test func test_whenInnerIsRunning_thenNewInnerSequencesAreDropped() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.innerSequences(scheduler)
    let outer = Self.outer(scheduler, inners, end: .completed)
    // when
    let observer = scheduler.start { outer.flatMapFirst { $0 } }
    // then
    #expect(observer.events == Self.firstAndLast + [.completed(950)])
    #expect(outer.subscriptions == [.init(200, 900)])
    #expect(inners[2].subscriptions == [.init(300, 760)])
    #expect(inners[3].subscriptions.isEmpty)
    #expect(inners[4].subscriptions.isEmpty)
    #expect(inners[5].subscriptions.isEmpty)
    #expect(inners[6].subscriptions == [.init(850, 950)])
  }

  @Test func test_whenOuterNeverCompletes_thenNeitherDoesTheResult() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.innerSequences(scheduler)
    let outer = Self.outer(scheduler, inners, end: nil)
    // when
    let observer = scheduler.start { outer.flatMapFirst { $0 } }
    // then
    #expect(observer.events == Self.firstAndLast)
    #expect(outer.subscriptions == [.init(200, 1000)])
    #expect(inners[6].subscriptions == [.init(850, 950)])
  }

  @Test func test_whenOuterFails_thenErrorEndsItAndDisposesTheRunningInner() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.innerSequences(scheduler)
    let outer = Self.outer(scheduler, inners, end: .error(TestError.boom))
    // when
    let observer = scheduler.start { outer.flatMapFirst { $0 } }
    // then
    #expect(observer.events == Array(Self.firstAndLast.prefix(5)) + [.error(900, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 900)])
    #expect(inners[6].subscriptions == [.init(850, 900)])
  }

  @Test func test_whenInnerFails_thenErrorEndsItAndDisposesTheOuter() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.innerSequences(scheduler, firstEnd: .error(TestError.boom))
    let outer = Self.outer(scheduler, inners, end: .completed)
    // when
    let observer = scheduler.start { outer.flatMapFirst { $0 } }
    // then
    #expect(observer.events == Array(Self.firstAndLast.prefix(5)) + [.error(760, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 760)])
    #expect(inners[2].subscriptions == [.init(300, 760)])
    #expect(inners[6].subscriptions.isEmpty)
  }

  @Test func test_whenDisposedEarly_thenOuterAndRunningInnerAreDisposed() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.innerSequences(scheduler)
    let outer = Self.outer(scheduler, inners, end: .completed)
    // when
    let observer = scheduler.start(disposed: 700) { outer.flatMapFirst { $0 } }
    // then
    #expect(observer.events == Array(Self.firstAndLast.prefix(4)))
    #expect(outer.subscriptions == [.init(200, 700)])
    #expect(inners[2].subscriptions == [.init(300, 700)])
  }

  @Test func test_whenSelectorThrows_thenErrorEndsItAtThatElement() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.innerSequences(scheduler)
    let outer = Self.outer(scheduler, inners, end: .completed)
    let calls = TestLock(0)
    // when
    let observer = scheduler.start {
      outer.flatMapFirst { inner -> TestableObservable<Int> in
        let call = calls.withLock { count in
          count += 1
          return count
        }
        if call == 2 { throw TestError.boom }
        return inner
      }
    }
    // then
    #expect(observer.events == Array(Self.firstAndLast.prefix(5)) + [.error(850, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 850)])
    #expect(inners[6].subscriptions.isEmpty)
  }

  @Test func test_whenInnerMisbehavesAfterCompleting_thenItsLateEventsAreIgnored() {
    // given
    let recorder = Recorder<Int>()
    let inner = RogueSource.emitting([.next(1), .completed, .next(2), .error(TestError.boom)])
    // when
    _ = Observable.just(0).concat(Observable.never()).flatMapFirst { _ in inner }
      .subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1)])
  }
}
