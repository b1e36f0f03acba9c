import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct FlatteningOperatorTests {
  @Test func test_whenFlatMapped_thenInnerSequencesAreMergedAndCompletionWaitsForAll() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let inners = [
      1: scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)]),
      2: scheduler.createColdObservable([.next(5, "b1"), .completed(50)]),
    ]
    // when
    let observer = scheduler.start { outer.flatMap { inners[$0]! } }
    // then
    #expect(
      observer.events == [
        .next(220, "a1"), .next(225, "b1"), .next(240, "a2"), .completed(270),
      ])
  }

  @Test func test_whenFlatMappedInnerFails_thenErrorEndsAllAndDisposesOthers() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let slow = scheduler.createColdObservable([.next(100, "late")])
    let failing = scheduler.createColdObservable([Recorded<Event<String>>.error(10, TestError.boom)]
    )
    // when
    let observer = scheduler.start { outer.flatMap { $0 == 1 ? slow : failing } }
    // then
    #expect(observer.events == [.error(230, TestError.boom)])
    #expect(slow.subscriptions == [.init(210, 230)])
    #expect(outer.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenFlatMapLatestGetsNewElement_thenPreviousInnerIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let first = scheduler.createColdObservable([.next(10, "a"), .next(40, "stale")])
    let second = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
    // when
    let observer = scheduler.start { outer.flatMapLatest { $0 == 1 ? first : second } }
    // then
    #expect(observer.events == [.next(220, "a"), .next(240, "b"), .completed(250)])
    #expect(first.subscriptions == [.init(210, 230)])
    #expect(second.subscriptions == [.init(230, 250)])
  }

  @Test
  func test_whenFlatMapLatestInnerCompletesDuringSubscribe_thenItIsDisposedOnceAndOthersStillWork()
  {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let first = scheduler.createColdObservable([.next(5, "a")])
    let disposals = TestLock(0)
    let synchronous = Observable<String>.create { observer in
      observer.onNext("s")
      observer.onCompleted()
      return Disposables.create { disposals.withLock { $0 += 1 } }
    }
    let third = scheduler.createColdObservable([.next(5, "c"), .completed(20)])
    // when
    let observer = scheduler.start {
      outer.flatMapLatest {
        $0 == 1 ? first.asObservable() : $0 == 2 ? synchronous : third.asObservable()
      }
    }
    // then
    #expect(
      observer.events == [.next(215, "a"), .next(220, "s"), .next(235, "c"), .completed(250)])
    #expect(first.subscriptions == [.init(210, 220)])
    #expect(disposals.withLock { $0 } == 1)
    #expect(third.subscriptions == [.init(230, 250)])
  }

  @Test func test_whenFlatMapLatestOuterFails_thenErrorIsForwardedAndInnerDisposed() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let inner = scheduler.createColdObservable([Recorded<Event<Int>>.next(50, 1)])
    // when
    let observer = scheduler.start { outer.flatMapLatest { _ in inner } }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(inner.subscriptions == [.init(210, 220)])
  }

  @Test func test_whenConcatMapped_thenInnersRunOneAfterAnotherInOrder() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .completed(225),
    ])
    let inners = [
      1: scheduler.createColdObservable([.next(10, "a"), .completed(20)]),
      2: scheduler.createColdObservable([.next(5, "b"), .completed(10)]),
      3: scheduler.createColdObservable([.next(1, "c"), .completed(2)]),
    ]
    // when
    let observer = scheduler.start { outer.concatMap { inners[$0]! } }
    // then: 2 waits until 1 completes at 230, 3 until 2 completes at 240
    #expect(
      observer.events == [
        .next(220, "a"), .next(235, "b"), .next(241, "c"), .completed(242),
      ])
    #expect(inners[1]!.subscriptions == [.init(210, 230)])
    #expect(inners[2]!.subscriptions == [.init(230, 240)])
    #expect(inners[3]!.subscriptions == [.init(240, 242)])
  }

  @Test func test_whenConcatMappedInnerFails_thenQueuedElementsAreDropped() {
    // given
    let scheduler = TestScheduler()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
    let failing = scheduler.createColdObservable([Recorded<Event<String>>.error(10, TestError.boom)]
    )
    let never = scheduler.createColdObservable([Recorded<Event<String>>]())
    // when
    let observer = scheduler.start { outer.concatMap { $0 == 1 ? failing : never } }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(never.subscriptions.isEmpty)
    #expect(outer.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenConcatMappedInnersAreSynchronous_thenAllElementsArriveInOrder() {
    // given
    let recorder = Recorder<Int>()
    // when
    _ = Observable.from(Array(1...100)).concatMap { Observable.of($0, -$0) }.subscribe(
      recorder.observer)
    // then
    #expect(recorder.elements == (1...100).flatMap { [$0, -$0] })
    #expect(recorder.events.last == .completed)
  }
}

/// Regression: each queued inner that completed during its own subscription started the next by
/// recursion, one stack frame chain per element, until the stack overflowed.
@Test func test_whenManyQuickInnersWaitBehindASlowOne_thenConcatMapRunsThemWithoutRecursion() {
  // given: the first inner waits for `gate`; 100,000 synchronous inners queue behind it
  let outer = PublishRelay<Int>()
  let gate = PublishSubject<Int>()
  let delivered = TestLock<Int>(0)
  let bag = DisposeBag()
  outer.concatMap { value in value == 0 ? gate.asObservable() : Observable.just(value) }
    .subscribe(onNext: { _ in delivered.withLock { $0 += 1 } })
    .disposed(by: bag)
  outer.accept(0)
  for value in 1...100_000 { outer.accept(value) }
  // when
  gate.onCompleted()
  // then
  #expect(delivered.withLock { $0 } == 100_000)
}
