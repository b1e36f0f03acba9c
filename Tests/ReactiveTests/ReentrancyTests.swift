import CleanDomain
import CleanReactive
import Testing

@Suite struct ReentrancyTests {
  @Test
  func test_whenSubscriberAcceptsIntoSamePublishRelay_thenDeliveryIsDepthFirstWithoutDeadlock() {
    // given
    let relay = PublishRelay<Int>()
    let recorder = Recorder<Int>()
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in
      recorder.observer.onNext(value)
      if value < 3 { relay.accept(value + 1) }
    }).disposed(by: bag)
    // when
    relay.accept(1)
    // then
    #expect(recorder.elements == [1, 2, 3])
  }

  @Test func test_whenSubscriberAcceptsIntoSameBehaviorRelay_thenValueEndsAtLatest() {
    // given
    let relay = BehaviorRelay(value: 0)
    let recorder = Recorder<Int>()
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in
      recorder.observer.onNext(value)
      if value == 1 { relay.accept(2) }
    }).disposed(by: bag)
    // when
    relay.accept(1)
    // then
    #expect(recorder.elements == [0, 1, 2])
    #expect(relay.value == 2)
  }

  @Test func test_whenSubscriberDisposesItselfDuringDelivery_thenItGetsNothingMore() {
    // given
    let relay = PublishRelay<Int>()
    let recorder = Recorder<Int>()
    let slot = SerialDisposable()
    slot.disposable = relay.subscribe(onNext: { value in
      recorder.observer.onNext(value)
      slot.dispose()
    })
    // when
    relay.accept(1)
    relay.accept(2)
    // then
    #expect(recorder.elements == [1])
    #expect(!relay.hasObservers)
  }

  @Test
  func test_whenInnerOfFlatMapLatestFeedsTheTriggerSynchronously_thenNewestInnerStaysSubscribed() {
    // given: the first inner sequence re-enters the trigger while it is being subscribed
    let trigger = PublishRelay<Int>()
    let latestInner = PublishRelay<String>()
    let recorder = Recorder<String>()
    let bag = DisposeBag()
    trigger.flatMapLatest { value -> Observable<String> in
      if value == 1 {
        return Observable.deferred {
          trigger.accept(2)
          return .just("stale")
        }
      }
      return latestInner.asObservable()
    }.subscribe(recorder.observer).disposed(by: bag)
    // when
    trigger.accept(1)
    latestInner.accept("fresh")
    // then: the older inner neither delivers nor disposes the newer one
    #expect(recorder.elements == ["fresh"])
    #expect(latestInner.hasObservers)
  }

  @Test func test_whenShareSubscriberAcceptsIntoItsSource_thenEverySubscriberSeesBoth() {
    // given
    let relay = PublishRelay<Int>()
    let shared = relay.share(replay: 1)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let bag = DisposeBag()
    shared.subscribe(onNext: { value in
      first.observer.onNext(value)
      if value == 1 { relay.accept(2) }
    }).disposed(by: bag)
    shared.subscribe(second.observer).disposed(by: bag)
    // when
    relay.accept(1)
    // then
    #expect(first.elements == [1, 2])
    #expect(second.elements.sorted() == [1, 2])
  }

  @Test func test_whenCombineLatestSubscriberFeedsASource_thenRecursionIsSerializedOnOneThread() {
    // given
    let left = PublishRelay<Int>()
    let right = BehaviorRelay(value: 10)
    let recorder = Recorder<Int>()
    let bag = DisposeBag()
    Observable.combineLatest(left, right) { $0 + $1 }.subscribe(onNext: { sum in
      recorder.observer.onNext(sum)
      if sum == 11 { right.accept(20) }
    }).disposed(by: bag)
    // when
    left.accept(1)
    // then
    #expect(recorder.elements == [11, 21])
  }
}
