import CleanReactive
import CleanReactiveTesting
import Testing

/// `withLatestFrom` against the facts of RxSwift's withLatestFrom tests: same inputs, same
/// expected events and subscription intervals (created 100, subscribed 200, disposed 1000).
@Suite struct WithLatestFromSemanticsTests {
  static func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
      .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), end,
    ])
  }

  static func latest(_ scheduler: TestScheduler, end: Recorded<Event<String>> = .completed(400))
    -> TestableObservable<String>
  {
    scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), end])
  }

  static let combined: [Recorded<Event<String>>] = [
    .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
    .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"),
  ]

  @Test func test_whenSecondCompletesFirst_thenItsSubscriptionEndsAndItsLatestStaysInUse() {
    // given
    let scheduler = TestScheduler()
    let first = Self.source(scheduler, end: .completed(590))
    let second = Self.latest(scheduler)
    // when
    let observer = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
    // then
    #expect(observer.events == Self.combined + [.completed(590)])
    #expect(first.subscriptions == [.init(200, 590)])
    #expect(second.subscriptions == [.init(200, 400)])
  }

  @Test func test_whenFirstCompletes_thenItCompletesAndDisposesSecondAtOnce() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
      .completed(390),
    ])
    let second = scheduler.createHotObservable([
      .next(245, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"),
      .completed(400),
    ])
    // when
    let observer = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
    // then
    #expect(
      observer.events == [
        .next(250, "3bar"), .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"),
        .completed(390),
      ])
    #expect(first.subscriptions == [.init(200, 390)])
    #expect(second.subscriptions == [.init(200, 390)])
  }

  @Test func test_whenFirstFails_thenErrorIsForwarded() {
    // given
    let scheduler = TestScheduler()
    let first = Self.source(scheduler, end: .error(590, TestError.boom))
    let second = Self.latest(scheduler)
    // when
    let observer = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
    // then
    #expect(observer.events == Self.combined + [.error(590, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 590)])
    #expect(second.subscriptions == [.init(200, 400)])
  }

  @Test func test_whenSecondFails_thenErrorAtOnceAndFirstIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let first = Self.source(scheduler, end: .completed(590))
    let second = Self.latest(scheduler, end: .error(370, TestError.boom))
    // when
    let observer = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
    // then
    #expect(observer.events == Array(Self.combined.prefix(3)) + [.error(370, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 370)])
    #expect(second.subscriptions == [.init(200, 370)])
  }

  @Test func test_whenResultSelectorThrows_thenErrorEndsItAndDisposesBoth() {
    // given
    let scheduler = TestScheduler()
    let first = Self.source(scheduler, end: .completed(590))
    let second = Self.latest(scheduler)
    // when
    let observer = scheduler.start {
      first.withLatestFrom(second) { value, latest -> String in
        guard value != 5 else { throw TestError.boom }
        return "\(value)\(latest)"
      }
    }
    // then
    #expect(observer.events == [.next(260, "4bar"), .error(310, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 310)])
    #expect(second.subscriptions == [.init(200, 310)])
  }

  @Test func test_whenNoResultSelector_thenSecondsLatestIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let first = Self.source(scheduler, end: .completed(590))
    let second = Self.latest(scheduler)
    // when
    let observer = scheduler.start { first.withLatestFrom(second) }
    // then
    #expect(
      observer.events == [
        .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"),
        .next(420, "qux"), .next(470, "qux"), .next(550, "qux"), .completed(590),
      ])
  }

  @Test func test_whenDisposedEarly_thenBothSubscriptionsEndAtDisposal() {
    // given
    let scheduler = TestScheduler()
    let first = Self.source(scheduler, end: .completed(590))
    let second = Self.latest(scheduler)
    // when
    let observer = scheduler.start(disposed: 320) { first.withLatestFrom(second) { "\($0)\($1)" } }
    // then
    #expect(observer.events == [.next(260, "4bar"), .next(310, "5bar")])
    #expect(first.subscriptions == [.init(200, 320)])
    #expect(second.subscriptions == [.init(200, 320)])
  }

  @Test func test_whenSourcesMisbehaveAfterTerminating_thenNothingMoreIsForwarded() {
    // given
    let scheduler = TestScheduler()
    let first = RawEventSource<Int>()
    let second = RawEventSource<String>()
    let observer = scheduler.createObserver(String.self)
    _ = first.observable.withLatestFrom(second.observable) { "\($0)\($1)" }.subscribe(observer)
    // when
    second.send(.next("a"))
    second.send(.completed)
    second.send(.next("b"))  // after its completion: ignored
    second.send(.error(TestError.boom))  // likewise
    first.send(.next(1))
    first.send(.completed)
    first.send(.next(2))
    // then
    #expect(observer.events == [.next(0, "1a"), .completed(0)])
  }
}
