import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct ShareTests {
  @Test func test_whenTwoSubscribersShare_thenSourceIsSubscribedOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
    let shared = source.share()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    // when
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
    scheduler.start()
    // then
    #expect(source.subscriptions == [.init(200)])
    #expect(first.events == [.next(210, 1), .next(220, 2)])
    #expect(second.events == [.next(220, 2)])
  }

  @Test func test_whenShareReplayOne_thenLateSubscriberGetsLatestFirst() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let shared = source.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    // when
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(230) { _ = shared.subscribe(late) }
    scheduler.start()
    // then
    #expect(late.events == [.next(230, 2), .next(240, 3)])
    #expect(first.events == [.next(210, 1), .next(220, 2), .next(240, 3)])
  }

  @Test func test_whenLastSubscriberLeaves_thenSourceIsDisconnectedAndReplayCleared() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let shared = source.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let again = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    // when
    scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
    scheduler.scheduleAt(230) { subscription?.dispose() }
    scheduler.scheduleAt(250) { _ = shared.subscribe(again) }
    scheduler.start()
    // then: a new connection, and no stale replay of 1
    #expect(source.subscriptions == [.init(200, 230), .init(250)])
    #expect(again.events == [.next(260, 2)])
  }

  @Test func test_whenSharedSourceCompletes_thenNextSubscriberReconnects() {
    // given
    let subscriptions = Recorder<Int>()
    let shared = Observable<Int>.deferred {
      subscriptions.observer.onNext(1)
      return .just(subscriptions.elements.count)
    }.share(replay: 1)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    // when
    _ = shared.subscribe(first.observer)
    _ = shared.subscribe(second.observer)
    // then
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2), .completed])
  }

  @Test func test_whenSharedSourceFails_thenEverySubscriberGetsTheError() {
    // given
    let subject = PublishSubject<Int>()
    let shared = subject.share()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    _ = shared.subscribe(first.observer)
    _ = shared.subscribe(second.observer)
    // when
    subject.onError(TestError.boom)
    // then
    #expect(first.events == [.error(TestError.boom)])
    #expect(second.events == [.error(TestError.boom)])
  }
}
