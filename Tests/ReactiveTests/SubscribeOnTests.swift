import CleanReactive
import CleanReactiveTesting
import Dispatch
import Testing

@Suite struct SubscribeOnTests {
  @Test func test_whenSubscribedOnTestScheduler_thenSourceIsSubscribedAndDisposedThere() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
    ])
    // when
    let observer = scheduler.start { source.subscribe(on: scheduler) }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 3), .completed(300)])
    // As RxSwift, the completion ends the subscription (RxTest shows 201-301: its scheduler runs
    // immediate work one tick later; ours, at once).
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenSourceFails_thenErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 1), .error(210, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.subscribe(on: scheduler) }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
  }

  @Test func test_whenSourceNeverEnds_thenDisposalRunsOnTheScheduler() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1)])
    // when
    let observer = scheduler.start(disposed: 500) { source.subscribe(on: scheduler) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 500)])
  }

  @Test func test_whenDisposedBeforeScheduledSubscription_thenSourceIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.createObserver(Int.self)
    // when
    let subscription = source.subscribe(on: scheduler).subscribe(observer)
    subscription.dispose()
    scheduler.start()
    // then
    #expect(source.subscriptions.isEmpty)
    #expect(observer.events.isEmpty)
  }

  @Test func test_whenSubscribedOnAQueue_thenSubscriptionSideEffectRunsOnThatQueue() async throws {
    // given
    let queue = DispatchQueue(label: "subscribe-on")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let source = Observable<Bool>.deferred { .just(DispatchQueue.getSpecific(key: key) == true) }
      .subscribe(on: SerialDispatchQueueScheduler(serialQueue: queue))
    // when (the blocking read on a thread of its own; the 60 s bound only ends a hang)
    let ranOnQueue = try await onOwnThread { try source.toBlocking(timeout: .seconds(60)).first() }
    // then
    #expect(ranOnQueue == true)
  }
}
