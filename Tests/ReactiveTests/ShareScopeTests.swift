import CleanReactive
import CleanReactiveTesting
import Testing

/// `share(replay:scope:)` against the facts of RxSwift's share-replay-scope tests: the same
/// script for every replay count 0...4 — first subscriber at 200 (leaves at 350), second at 300
/// (leaves at 400), third at 500 (leaves at 600); when a terminal event reaches the first two,
/// each subscribes again at once.
@Suite struct ShareScopeTests {
  struct Run {
    let source: TestableObservable<Int>
    let first: TestableObserver<Int>
    let second: TestableObserver<Int>
    let firstAgain: TestableObserver<Int>
    let secondAgain: TestableObserver<Int>
    let third: TestableObserver<Int>
  }

  static func run(replay: Int, scope: SubjectLifetimeScope, end: Recorded<Event<Int>>?) -> Run {
    let scheduler = TestScheduler()
    var events: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]
    if let end { events += [end, .next(340, -1)] }
    events.append(.next(550, 7))
    let source = scheduler.createHotObservable(events)
    let run = Run(
      source: source, first: scheduler.createObserver(Int.self),
      second: scheduler.createObserver(Int.self), firstAgain: scheduler.createObserver(Int.self),
      secondAgain: scheduler.createObserver(Int.self), third: scheduler.createObserver(Int.self))
    let shared = TestLock<Observable<Int>?>(nil)
    let subscriptions = TestLock<[String: any Disposable]>([:])
    @Sendable func subscribe(
      _ name: String, _ observer: TestableObserver<Int>, again: TestableObserver<Int>?
    ) {
      guard let shared = shared.withLock({ $0 }) else { return }
      let subscription = shared.subscribe(
        AnyObserver { event in
          observer.on(event)
          guard event.isStopEvent, let again else { return }
          let renewed = shared.subscribe(again)
          subscriptions.withLock { $0[name] = renewed }
        })
      subscriptions.withLock { $0[name] = subscription }
    }
    @Sendable func dispose(_ name: String) {
      subscriptions.withLock { $0[name] }?.dispose()
    }
    scheduler.scheduleAt(100) {
      shared.withLock { $0 = source.share(replay: replay, scope: scope) }
    }
    scheduler.scheduleAt(200) { subscribe("first", run.first, again: run.firstAgain) }
    scheduler.scheduleAt(300) { subscribe("second", run.second, again: run.secondAgain) }
    scheduler.scheduleAt(350) { dispose("first") }
    scheduler.scheduleAt(400) { dispose("second") }
    scheduler.scheduleAt(500) { subscribe("third", run.third, again: nil) }
    scheduler.scheduleAt(600) { dispose("third") }
    scheduler.start()
    return run
  }

  static let firstEvents: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
  ]

  /// The last `count` elements of `1...last`, replayed at `time`.
  static func replayed(_ count: Int, upTo last: Int, at time: Int) -> [Recorded<Event<Int>>] {
    (0..<count).map { .next(time, last - count + 1 + $0) }
  }

  @Test func test_whenDefaultArguments_thenNoReplayAndSourceReconnectsAfterLastLeaves() {
    // given, when
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
      .next(550, 7),
    ])
    let shared = source.share()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let third = scheduler.createObserver(Int.self)
    let subscriptions = TestLock<[any Disposable]>([])
    scheduler.scheduleAt(200) { subscriptions.withLock { $0.append(shared.subscribe(first)) } }
    scheduler.scheduleAt(300) { subscriptions.withLock { $0.append(shared.subscribe(second)) } }
    scheduler.scheduleAt(350) { subscriptions.withLock { $0[0] }.dispose() }
    scheduler.scheduleAt(400) { subscriptions.withLock { $0[1] }.dispose() }
    scheduler.scheduleAt(500) { subscriptions.withLock { $0.append(shared.subscribe(third)) } }
    scheduler.scheduleAt(600) { subscriptions.withLock { $0[2] }.dispose() }
    scheduler.start()
    // then
    #expect(first.events == Self.firstEvents)
    #expect(second.events == [.next(320, 6)])
    #expect(third.events == [.next(550, 7)])
    #expect(source.subscriptions == [.init(200, 400), .init(500, 600)])
  }

  @Test(arguments: 0..<5)
  func test_whenForeverAndLastLeaves_thenReconnectionReplaysTheStaleBuffer(replay: Int) {
    // given, when
    let run = Self.run(replay: replay, scope: .forever, end: nil)
    // then
    #expect(run.first.events == Self.firstEvents)
    #expect(run.second.events == Self.replayed(replay, upTo: 5, at: 300) + [.next(320, 6)])
    #expect(
      run.third.events
        == Self.replayed(replay, upTo: 6, at: 500) + [.next(550, 7)])
    #expect(run.source.subscriptions == [.init(200, 400), .init(500, 600)])
  }

  @Test(arguments: 0..<5)
  func test_whenWhileConnectedAndLastLeaves_thenReconnectionStartsAfresh(replay: Int) {
    // given, when
    let run = Self.run(replay: replay, scope: .whileConnected, end: nil)
    // then
    #expect(run.first.events == Self.firstEvents)
    #expect(run.second.events == Self.replayed(replay, upTo: 5, at: 300) + [.next(320, 6)])
    #expect(run.third.events == [.next(550, 7)])
    #expect(run.source.subscriptions == [.init(200, 400), .init(500, 600)])
  }

  @Test(arguments: 0..<5)
  func test_whenForeverAndSourceFails_thenLateSubscribersGetBufferAndErrorWithoutReconnecting(
    replay: Int
  ) {
    // given, when
    let run = Self.run(replay: replay, scope: .forever, end: .error(330, TestError.boom))
    // then
    #expect(run.first.events == Self.firstEvents + [.error(330, TestError.boom)])
    #expect(
      run.second.events
        == Self.replayed(replay, upTo: 5, at: 300) + [
          .next(320, 6), .error(330, TestError.boom),
        ])
    let again = Self.replayed(replay, upTo: 6, at: 330) + [.error(330, TestError.boom)]
    #expect(run.firstAgain.events == again)
    #expect(run.secondAgain.events == again)
    #expect(
      run.third.events == Self.replayed(replay, upTo: 6, at: 500) + [.error(500, TestError.boom)])
    #expect(run.source.subscriptions == [.init(200, 330)])
  }

  @Test(arguments: 0..<5)
  func test_whenWhileConnectedAndSourceFails_thenUpstreamIsDisposedAndNextSubscriberReconnects(
    replay: Int
  ) {
    // given, when
    let run = Self.run(replay: replay, scope: .whileConnected, end: .error(330, TestError.boom))
    // then
    #expect(run.first.events == Self.firstEvents + [.error(330, TestError.boom)])
    #expect(
      run.second.events
        == Self.replayed(replay, upTo: 5, at: 300) + [
          .next(320, 6), .error(330, TestError.boom),
        ])
    #expect(run.firstAgain.events == [.next(340, -1)])
    #expect(run.secondAgain.events == [.next(340, -1)])
    #expect(run.third.events == [.next(550, 7)])
    #expect(
      run.source.subscriptions == [.init(200, 330), .init(330, 400), .init(500, 600)])
  }

  @Test(arguments: 0..<5)
  func test_whenForeverAndSourceCompletes_thenLateSubscribersGetBufferAndCompletion(replay: Int) {
    // given, when
    let run = Self.run(replay: replay, scope: .forever, end: .completed(330))
    // then
    #expect(run.first.events == Self.firstEvents + [.completed(330)])
    let again = Self.replayed(replay, upTo: 6, at: 330) + [.completed(330)]
    #expect(run.firstAgain.events == again)
    #expect(run.secondAgain.events == again)
    #expect(run.third.events == Self.replayed(replay, upTo: 6, at: 500) + [.completed(500)])
    #expect(run.source.subscriptions == [.init(200, 330)])
  }

  @Test(arguments: 0..<5)
  func test_whenWhileConnectedAndSourceCompletes_thenNextSubscriberStartsAFreshSubscription(
    replay: Int
  ) {
    // given, when
    let run = Self.run(replay: replay, scope: .whileConnected, end: .completed(330))
    // then
    #expect(run.first.events == Self.firstEvents + [.completed(330)])
    #expect(
      run.second.events
        == Self.replayed(replay, upTo: 5, at: 300) + [.next(320, 6), .completed(330)])
    #expect(run.firstAgain.events == [.next(340, -1)])
    #expect(run.secondAgain.events == [.next(340, -1)])
    #expect(run.third.events == [.next(550, 7)])
    #expect(
      run.source.subscriptions == [.init(200, 330), .init(330, 400), .init(500, 600)])
  }

  @Test func test_whenSharedJustCompletes_thenEachLaterSubscriberRunsTheSourceAgain() {
    // given: a synchronous source that counts its subscriptions
    let runs = TestLock(0)
    let source = Observable<Int>.create { observer in
      let run = runs.withLock { value -> Int in
        value += 1
        return value
      }
      observer.onNext(run)
      observer.onCompleted()
      return Disposables.create()
    }
    let shared = source.share(replay: 1)
    let scheduler = TestScheduler()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    // when
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    // then
    #expect(first.events == [.next(0, 1), .completed(0)])
    #expect(second.events == [.next(0, 2), .completed(0)])
  }
}
