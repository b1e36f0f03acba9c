import CleanReactive
import CleanReactiveTesting
import Testing

/// `multicast`, transcribed from RxSwift's Observable+MulticastTests (the while-connected and
/// forever forms with the same connection schedule, and the selector form).
@Suite struct MulticastTests {
  private static func hotEvents(endingAt435 ending: Event<Int>? = nil) -> [Recorded<Event<Int>>] {
    var events: [Recorded<Event<Int>>] = [
      .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
      .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2),
    ]
    if let ending { events.append(Recorded(time: 435, value: ending)) }
    events += [
      .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23),
      .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28),
      .error(800, TestError.boom),
    ]
    return events
  }

  /// RxSwift's connection schedule: connect 300–400, 420–590 (with a second `connect` at 440
  /// that returns the same connection, disposed at 530), and 575–621.
  private static func scheduleConnections(
    _ connectable: ConnectableObservable<Int>, on scheduler: TestScheduler
  ) {
    var connection: (any Disposable)?
    var innerConnection: (any Disposable)?
    var lastConnection: (any Disposable)?
    scheduler.scheduleAt(300) { connection = connectable.connect() }
    scheduler.scheduleAt(400) { connection?.dispose() }
    scheduler.scheduleAt(420) { connection = connectable.connect() }
    scheduler.scheduleAt(440) { innerConnection = connectable.connect() }
    scheduler.scheduleAt(530) { innerConnection?.dispose() }
    scheduler.scheduleAt(575) { lastConnection = connectable.connect() }
    scheduler.scheduleAt(590) { connection?.dispose() }
    scheduler.scheduleAt(621) { lastConnection?.dispose() }
  }

  private static func run(
    _ connectable: ConnectableObservable<Int>, subscribingAt time: Int, on scheduler: TestScheduler
  ) -> TestableObserver<Int> {
    let observer = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(time) { subscription = connectable.subscribe(observer) }
    scheduler.scheduleAt(1000) { subscription?.dispose() }
    scheduleConnections(connectable, on: scheduler)
    scheduler.start()
    return observer
  }

  /// Subscribes at 405 through a `do` that, on the terminal event, subscribes again and connects.
  private static func runResubscribingOnTerminal(
    _ connectable: ConnectableObservable<Int>, on scheduler: TestScheduler
  ) -> TestableObserver<Int> {
    let observer = scheduler.createObserver(Int.self)
    let subscription = TestLock<(any Disposable)?>(nil)
    @Sendable func resubscribe() {
      let again = connectable.subscribe(observer)
      subscription.withLock { $0 = again }
      _ = connectable.connect()
    }
    scheduler.scheduleAt(405) {
      let first = connectable.do(onError: { _ in resubscribe() }, onCompleted: resubscribe)
        .subscribe(observer)
      subscription.withLock { $0 = first }
    }
    scheduler.scheduleAt(1000) { subscription.withLock { $0 }?.dispose() }
    scheduleConnections(connectable, on: scheduler)
    scheduler.start()
    return observer
  }

  private static let connectionIntervals: [TestableObservable<Int>.Subscription] = [
    .init(300, 400), .init(420, 530), .init(575, 621),
  ]
  private static let intervalsWithReconnectAt435: [TestableObservable<Int>.Subscription] = [
    .init(300, 400), .init(420, 435), .init(435, 530), .init(575, 621),
  ]

  @Test
  func test_whenWhileConnectedSubscriberArrivesAfterADisconnect_thenItSeesOnlyTheNextConnection() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents())
    let connectable = source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 3) })
    // when
    let observer = Self.run(connectable, subscribingAt: 405, on: scheduler)
    // then
    #expect(observer.events == [.next(430, 2), .next(450, 9), .next(520, 11)])
    #expect(source.subscriptions == Self.connectionIntervals)
  }

  @Test
  func test_whenWhileConnectedSubscriberArrivesDuringAConnection_thenItGetsThatConnectionsReplay() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents())
    let connectable = source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
    // when
    let observer = Self.run(connectable, subscribingAt: 470, on: scheduler)
    // then
    #expect(observer.events == [.next(470, 9), .next(520, 11)])
    #expect(source.subscriptions == Self.connectionIntervals)
  }

  @Test
  func test_whenWhileConnectedSourceCompletes_thenASubscriberFromTheCompletionGetsAFreshSubject() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents(endingAt435: .completed))
    let connectable = source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
    // when
    let observer = Self.runResubscribingOnTerminal(connectable, on: scheduler)
    // then
    #expect(
      observer.events == [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)])
    #expect(source.subscriptions == Self.intervalsWithReconnectAt435)
  }

  @Test func test_whenWhileConnectedSourceFails_thenASubscriberFromTheErrorGetsAFreshSubject() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents(endingAt435: .error(TestError.boom)))
    let connectable = source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
    // when
    let observer = Self.runResubscribingOnTerminal(connectable, on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(430, 2), .error(435, TestError.boom), .next(450, 9), .next(520, 11),
      ])
    #expect(source.subscriptions == Self.intervalsWithReconnectAt435)
  }

  @Test func test_whenForeverSubjectIsShared_thenItsBufferSpansConnections() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents())
    let connectable = source.multicast(ReplaySubject<Int>.create(bufferSize: 3))
    // when
    let observer = Self.run(connectable, subscribingAt: 405, on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9),
        .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26),
        .next(620, 27),
      ])
    #expect(source.subscriptions == Self.connectionIntervals)
  }

  @Test func test_whenForeverSubscriberArrivesDuringAConnection_thenItFollowsLaterConnectionsToo() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents())
    let connectable = source.multicast(ReplaySubject<Int>.create(bufferSize: 1))
    // when
    let observer = Self.run(connectable, subscribingAt: 470, on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(470, 9), .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25),
        .next(610, 26), .next(620, 27),
      ])
    #expect(source.subscriptions == Self.connectionIntervals)
  }

  @Test func test_whenForeverSourceCompletes_thenALateSubscriberGetsTheReplayAndCompletionAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents(endingAt435: .completed))
    let connectable = source.multicast(ReplaySubject<Int>.create(bufferSize: 1))
    // when
    let observer = Self.runResubscribingOnTerminal(connectable, on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(405, 7), .next(430, 2), .next(435, 2), .completed(435), .completed(435),
      ])
    #expect(source.subscriptions == Self.intervalsWithReconnectAt435)
  }

  @Test func test_whenForeverSourceFails_thenALateSubscriberGetsTheReplayAndErrorAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.hotEvents(endingAt435: .error(TestError.boom)))
    let connectable = source.multicast(ReplaySubject<Int>.create(bufferSize: 1))
    // when
    let observer = Self.runResubscribingOnTerminal(connectable, on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(405, 7), .next(430, 2), .next(435, 2), .error(435, TestError.boom),
        .error(435, TestError.boom),
      ])
    #expect(source.subscriptions == Self.intervalsWithReconnectAt435)
  }

  private static let coldSelectorEvents: [Recorded<Event<Int>>] = [
    .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5),
    .next(330, 6), .next(340, 7),
  ]

  @Test func test_whenSelectorReturnsTheSharedSequence_thenItMirrorsTheSourceUntilItCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.coldSelectorEvents + [.completed(390)])
    // when
    let observer = scheduler.start {
      source.multicast({ PublishSubject<Int>() }, selector: { $0 })
    }
    // then
    #expect(
      observer.events == [
        .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
        .completed(390),
      ])
    #expect(source.subscriptions == [.init(200, 390)])
  }

  @Test func test_whenSelectorSourceFails_thenTheErrorEndsItAndDisposesTheSource() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(
      Self.coldSelectorEvents + [.error(390, TestError.boom)])
    // when
    let observer = scheduler.start {
      source.multicast({ PublishSubject<Int>() }, selector: { $0 })
    }
    // then
    #expect(
      observer.events == [
        .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
        .error(390, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 390)])
  }

  @Test func test_whenSelectorSubscriptionIsDisposed_thenTheSourceIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.coldSelectorEvents)
    // when
    let observer = scheduler.start {
      source.multicast({ PublishSubject<Int>() }, selector: { $0 })
    }
    // then
    #expect(
      observer.events == [
        .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
      ])
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSelectorZipsTheSharedSequenceWithItself_thenTheSourceIsSubscribedOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.coldSelectorEvents + [.completed(390)])
    // when
    let observer = scheduler.start {
      source.multicast({ PublishSubject<Int>() }, selector: { Observable.zip($0, $0) { $0 + $1 } })
    }
    // then
    #expect(
      observer.events == [
        .next(210, 6), .next(240, 8), .next(270, 10), .next(330, 12), .next(340, 14),
        .completed(390),
      ])
    #expect(source.subscriptions == [.init(200, 390)])
  }

  @Test func test_whenSubjectFactoryThrows_thenTheErrorIsDeliveredAtSubscription() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .completed(300),
    ])
    // when
    let observer = scheduler.start {
      source.multicast(
        { () throws -> PublishSubject<Int> in throw TestError.boom }, selector: { $0 })
    }
    // then
    #expect(observer.events == [.error(200, TestError.boom)])
    #expect(source.subscriptions.isEmpty)
  }

  @Test func test_whenSelectorThrows_thenTheErrorIsDeliveredAtSubscription() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .completed(300),
    ])
    // when
    let observer = scheduler.start {
      source.multicast(
        { PublishSubject<Int>() },
        selector: { _ -> Observable<Int> in throw TestError.boom })
    }
    // then
    #expect(observer.events == [.error(200, TestError.boom)])
    #expect(source.subscriptions.isEmpty)
  }

  @Test func test_whenSelectorResultEndsWhileConnecting_thenItsAfterHandlerRunsBeforeItsDisposal() {
    // given: a source that fails at once, so the result ends inside `connect()`
    let log = TestLock<[String]>([])
    @Sendable func write(_ line: String) { log.withLock { $0.append(line) } }
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start {
      Observable<Int>.error(TestError.boom).multicast(
        { ReplaySubject<Int>.create(bufferSize: 1) },
        selector: {
          $0.do(
            onError: { _ in write("error") }, afterError: { _ in write("after error") },
            onDispose: { write("disposed") })
        })
    }
    // then: as RxSwift's `MulticastSink`, whose disposal waits until `run` has returned (the
    // fuzzer's seed 18521)
    #expect(log.withLock { $0 } == ["error", "after error", "disposed"])
    #expect(observer.events == [.error(200, TestError.boom)])
  }
}
