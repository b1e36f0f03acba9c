import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct BindingTests {
  @Test func test_whenBoundToObservers_thenEveryEventReachesEachOfThem() {
    // given
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    // when
    _ = Observable.of(1, 2).bind(to: first.observer, second.observer)
    // then
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == [.next(1), .next(2), .completed])
  }

  @Test func test_whenBoundToOptionalObserver_thenElementsAreWrapped() {
    // given
    let recorder = Recorder<Int?>()
    // when
    _ = Observable.of(1).bind(to: recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func test_whenBoundToObserverAndSourceFails_thenErrorIsForwarded() {
    // given
    let recorder = Recorder<Int>()
    // when
    _ = Observable<Int>.error(TestError.boom).bind(to: recorder.observer)
    // then
    #expect(recorder.events == [.error(TestError.boom)])
  }

  @Test func test_whenBoundToPublishRelays_thenOnlyElementsAreAccepted() {
    // given
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int>()
    let recorder = Recorder<Int>()
    let other = Recorder<Int>()
    _ = first.subscribe(recorder.observer)
    _ = second.subscribe(other.observer)
    // when
    _ = Observable.of(1, 2).bind(to: first, second)
    // then
    #expect(recorder.events == [.next(1), .next(2)])
    #expect(other.events == [.next(1), .next(2)])
  }

  @Test func test_whenBoundToBehaviorRelay_thenValueFollowsAndCompletionIsIgnored() {
    // given
    let relay = BehaviorRelay(value: 0)
    let recorder = Recorder<Int>()
    _ = relay.subscribe(recorder.observer)
    // when
    _ = Observable.of(1, 2).bind(to: relay)
    // then
    #expect(relay.value == 2)
    #expect(recorder.events == [.next(0), .next(1), .next(2)])
  }

  @Test func test_whenBoundToOptionalRelays_thenElementsAreWrapped() {
    // given
    let publish = PublishRelay<Int?>()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let recorder = Recorder<Int?>()
    _ = publish.subscribe(recorder.observer)
    // when
    _ = Observable.of(1).bind(to: publish)
    _ = Observable.of(2).bind(to: behavior)
    // then
    #expect(recorder.events == [.next(1)])
    #expect(behavior.value == 2)
  }

  @Test func test_whenBoundToRelayAndSourceFails_thenRelayStaysUsable() {
    // given
    let relay = BehaviorRelay(value: 0)
    // when
    _ = Observable<Int>.error(TestError.boom).bind(to: relay)
    relay.accept(5)
    // then
    #expect(relay.value == 5)
  }

  @Test func test_whenBindingIsDisposed_thenLaterElementsDoNotReachTheRelay() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let relay = BehaviorRelay(value: 0)
    let binding = source.bind(to: relay)
    // when
    scheduler.advance(to: 220)
    binding.dispose()
    scheduler.start()
    // then
    #expect(relay.value == 1)
    #expect(source.subscriptions == [.init(0, 220)])
  }

  @Test func test_whenBoundWithCurriedBinder_thenBinderReceivesTheSequence() {
    // given
    let recorder = Recorder<Int>()
    // when
    let count = Observable.of(1, 2).bind(to: { source -> Int in
      _ = source.subscribe(recorder.observer)
      return 42
    })
    // then
    #expect(count == 42)
    #expect(recorder.elements == [1, 2])
  }
}
