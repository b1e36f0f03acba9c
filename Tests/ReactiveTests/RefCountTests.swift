import CleanReactive
import CleanReactiveTesting
import Testing

/// `refCount()` and `publish()`, transcribed from RxSwift's Observable+MulticastTests.
@Suite struct RefCountTests {
  @Test func test_whenFirstSubscriberArrives_thenItConnectsAndTheSourceEndDisconnects() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let connectable = source.multicast(PublishSubject<Int>())
    // when
    let observer = scheduler.start { connectable.refCount() }
    // then
    #expect(
      observer.events == [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
      ])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenSubjectHasAlreadyCompleted_thenTheSubscriberEndsWithoutConnecting() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1)])
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    let connectable = source.multicast(subject)
    // when
    let observer = scheduler.start { connectable.refCount() }
    // then
    #expect(observer.events == [.completed(200)])
    #expect(source.subscriptions.isEmpty)
  }

  @Test func test_whenSubjectHasAlreadyFailed_thenTheSubscriberFailsWithoutConnecting() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1)])
    let subject = PublishSubject<Int>()
    subject.onError(TestError.boom)
    let connectable = source.multicast(subject)
    // when
    let observer = scheduler.start { connectable.refCount() }
    // then
    #expect(observer.events == [.error(200, TestError.boom)])
    #expect(source.subscriptions.isEmpty)
  }

  @Test func test_whenSubscribersComeAndGo_thenTheSourceIsConnectedWhileAnyIsSubscribed() {
    // given
    let subscriptions = TestLock(0)
    let disconnected = TestLock(false)
    let source = Observable<Int>.deferred {
      subscriptions.withLock { $0 += 1 }
      return Observable.create { _ in
        Disposables.create { disconnected.withLock { $0 = true } }
      }
    }
    let shared = source.publish().refCount()
    // when / then
    let first = shared.subscribe(onNext: { _ in })
    #expect(subscriptions.withLock { $0 } == 1)
    let second = shared.subscribe(onNext: { _ in })
    #expect(subscriptions.withLock { $0 } == 1)
    first.dispose()
    #expect(!disconnected.withLock { $0 })
    second.dispose()
    #expect(disconnected.withLock { $0 })
    disconnected.withLock { $0 = false }
    let third = shared.subscribe(onNext: { _ in })
    #expect(subscriptions.withLock { $0 } == 2)
    #expect(!disconnected.withLock { $0 })
    third.dispose()
    #expect(disconnected.withLock { $0 })
  }

  @Test func test_whenSourceFails_thenEverySubscriberGetsTheError() {
    // given
    let shared = Observable<Int>.error(TestError.boom).publish().refCount()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    // when
    _ = shared.subscribe(first.observer)
    _ = shared.subscribe(second.observer)
    // then
    #expect(first.events == [.error(TestError.boom)])
    #expect(second.events == [.error(TestError.boom)])
  }

  @Test func test_whenPublishedSubscribersOverlap_thenEachSeesTheEventsWhileItIsSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
      .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
    ])
    let shared = source.publish().refCount()
    let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
    let intervals = [(215, 235), (225, 275), (255, 265), (285, 320)]
    var subscriptions: [(any Disposable)?] = Array(repeating: nil, count: 4)
    for (index, (from, to)) in intervals.enumerated() {
      scheduler.scheduleAt(from) { subscriptions[index] = shared.subscribe(observers[index]) }
      scheduler.scheduleAt(to) { subscriptions[index]?.dispose() }
    }
    // when
    scheduler.start()
    // then
    #expect(observers[0].events == [.next(220, 2), .next(230, 3)])
    #expect(
      observers[1].events == [
        .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
      ])
    #expect(observers[2].events == [.next(260, 6)])
    #expect(observers[3].events == [.next(290, 9), .completed(300)])
    #expect(source.subscriptions == [.init(215, 275), .init(285, 300)])
  }

  /// RxSwift's synchronous-resubscription tests: each subscriber subscribes again from inside
  /// the terminal event; the first of them reconnects to a fresh source.
  private static func runResubscribing(
    endings: [Recorded<Event<Int>>],
    resubscribeOn isTrigger: @escaping @Sendable (Event<Int>) -> Bool
  ) -> (TestScheduler, [TestableObservable<Int>], [TestableObserver<Int>]) {
    let scheduler = TestScheduler()
    let sources = endings.enumerated().map { index, ending in
      scheduler.createColdObservable([.next(10, index + 1), ending])
    }
    let attempts = TestLock(0)
    let shared = Observable<Int>.deferred {
      let attempt = attempts.withLock { count in
        defer { count += 1 }
        return count
      }
      return sources[min(attempt, sources.count - 1)].asObservable()
    }
    .multicast(makeSubject: { PublishSubject<Int>() })
    .refCount()
    let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
    for (index, time) in [215, 220].enumerated() {
      let observer = observers[index]
      scheduler.scheduleAt(time) {
        _ = shared.subscribe(
          AnyObserver { event in
            observer.on(event)
            if isTrigger(event) { _ = shared.subscribe(observer) }
          })
      }
    }
    scheduler.scheduleAt(400) { _ = shared.subscribe(observers[2]) }
    scheduler.start()
    return (scheduler, sources, observers)
  }

  @Test func test_whenSubscribersResubscribeFromTheError_thenTheyShareOneNewConnection() {
    // given / when
    let (_, sources, observers) = Self.runResubscribing(
      endings: [
        .error(20, TestError.boom), .error(30, TestError.other), .error(40, TestError.boom),
      ],
      resubscribeOn: { $0.error != nil })
    // then
    let expected: [Recorded<Event<Int>>] = [
      .next(225, 1), .error(235, TestError.boom), .next(245, 2), .error(265, TestError.other),
    ]
    #expect(observers[0].events == expected)
    #expect(observers[1].events == expected)
    #expect(observers[2].events == [.next(410, 3), .error(440, TestError.boom)])
    #expect(sources[0].subscriptions == [.init(215, 235)])
    #expect(sources[1].subscriptions == [.init(235, 265)])
    #expect(sources[2].subscriptions == [.init(400, 440)])
  }

  @Test func test_whenSubscribersResubscribeFromTheCompletion_thenTheyShareOneNewConnection() {
    // given / when
    let (_, sources, observers) = Self.runResubscribing(
      endings: [.completed(20), .completed(30), .completed(40)],
      resubscribeOn: { $0.isStopEvent && $0.error == nil })
    // then
    let expected: [Recorded<Event<Int>>] = [
      .next(225, 1), .completed(235), .next(245, 2), .completed(265),
    ]
    #expect(observers[0].events == expected)
    #expect(observers[1].events == expected)
    #expect(observers[2].events == [.next(410, 3), .completed(440)])
    #expect(sources[0].subscriptions == [.init(215, 235)])
    #expect(sources[1].subscriptions == [.init(235, 265)])
    #expect(sources[2].subscriptions == [.init(400, 440)])
  }
}
