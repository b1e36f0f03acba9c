import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

// The shortcuts of the fused element-wise chains and of `flatMapLatest` with a `just` inner:
// a chain subscribed with `subscribe(onNext:)` alone, a chain fed by a relay, and `just` inners
// delivered without an inner subscription must keep the unfused semantics.

@Test func test_whenFusedChainIsSubscribedWithOnNextOnly_thenElementsArriveUntilDisposal() {
  // given
  let source = PublishSubject<Int>()
  let recorder = Recorder<Int>()
  let subscription = source.map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 10 }
    .subscribe(onNext: { recorder.observer.onNext($0) })
  // when
  source.onNext(1)
  source.onNext(2)
  source.onNext(3)
  subscription.dispose()
  source.onNext(5)
  // then
  #expect(recorder.elements == [20, 40])
  #expect(!source.hasObservers)
}

@Test func test_whenOnNextOnlyChainThrows_thenSourceIsDisposedAndLaterElementsAreDropped() {
  // given
  let source = PublishSubject<Int>()
  let recorder = Recorder<Int>()
  _ = source.map { value -> Int in
    if value == 2 { throw TestError.boom }
    return value
  }
  .subscribe(onNext: { recorder.observer.onNext($0) })
  // when
  source.onNext(1)
  source.onNext(2)
  source.onNext(3)
  // then
  #expect(recorder.elements == [1])
  #expect(!source.hasObservers)
}

@Test func test_whenRelayFeedsChainThatTakesTwo_thenRelaySubscriptionEndsWithTheSecond() {
  // given
  let relay = PublishRelay<Int>()
  let recorder = Recorder<Int>()
  _ = relay.map { $0 * 2 }.take(2).subscribe(recorder.observer)
  // when
  relay.accept(1)
  relay.accept(2)
  relay.accept(3)
  // then
  #expect(recorder.events == [.next(2), .next(4), .completed])
  #expect(!relay.hasObservers)
}

@Test func test_whenRelayFeedsChainWhoseSelectorThrows_thenErrorEndsItOnceAndRelayIsLeft() {
  // given
  let relay = PublishRelay<Int>()
  let recorder = Recorder<Int>()
  _ = relay.map { value -> Int in
    if value == 2 { throw TestError.boom }
    return value
  }
  .filter { $0 > 0 }
  .subscribe(recorder.observer)
  // when
  relay.accept(1)
  relay.accept(2)
  relay.accept(3)
  // then
  #expect(recorder.events == [.next(1), .error(TestError.boom)])
  #expect(!relay.hasObservers)
}

@Test func test_whenBehaviorRelayFeedsChain_thenCurrentValueComesFirstAndDisposalStopsIt() {
  // given
  let relay = BehaviorRelay(value: 1)
  let recorder = Recorder<Int>()
  let subscription = relay.map { $0 * 10 }.subscribe(onNext: { recorder.observer.onNext($0) })
  // when
  relay.accept(2)
  subscription.dispose()
  relay.accept(3)
  // then
  #expect(recorder.elements == [10, 20])
}

@Test func test_whenObserverReentersOuterDuringJustInner_thenBothElementsArriveInOrder() {
  // given: the subscriber accepts into the outer relay while a `just` inner is delivering
  let outer = PublishRelay<Int>()
  let recorder = Recorder<Int>()
  _ = outer.flatMapLatest { Observable.just($0) }
    .subscribe(onNext: { value in
      recorder.observer.onNext(value)
      if value == 1 { outer.accept(2) }
    })
  // when
  outer.accept(1)
  outer.accept(3)
  // then
  #expect(recorder.elements == [1, 2, 3])
}

@Test func test_whenOuterCompletesDuringJustInnerDelivery_thenSequenceCompletesAfterTheElement() {
  // given: the subscriber completes the outer sequence from inside the `just` inner's element
  let outer = PublishSubject<Int>()
  let recorder = Recorder<Int>()
  _ = outer.flatMapLatest { Observable.just($0) }
    .subscribe(
      AnyObserver { event in
        recorder.observer.on(event)
        if case .next = event { outer.onCompleted() }
      })
  // when
  outer.onNext(1)
  outer.onNext(2)
  // then
  #expect(recorder.events == [.next(1), .completed])
}

@Test func test_whenOuterFailsDuringJustInnerDelivery_thenErrorFollowsTheElementOnce() {
  // given
  let outer = PublishSubject<Int>()
  let recorder = Recorder<Int>()
  _ = outer.flatMapLatest { Observable.just($0) }
    .subscribe(
      AnyObserver { event in
        recorder.observer.on(event)
        if case .next = event { outer.onError(TestError.boom) }
      })
  // when
  outer.onNext(1)
  // then
  #expect(recorder.events == [.next(1), .error(TestError.boom)])
}

@Test func test_whenJustInnersFollowALiveInner_thenLiveInnerIsDisposedAndJustsDeliver() {
  // given
  let outer = PublishRelay<Int>()
  let live = PublishSubject<Int>()
  let recorder = Recorder<Int>()
  _ = outer.flatMapLatest { value in value == 0 ? live.asObservable() : Observable.just(value) }
    .subscribe(recorder.observer)
  // when
  outer.accept(0)
  live.onNext(100)
  outer.accept(1)
  live.onNext(101)
  outer.accept(2)
  // then
  #expect(recorder.events == [.next(100), .next(1), .next(2)])
  #expect(!live.hasObservers)
}
