import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct CombiningOperatorTests {
  @Test func test_whenCombineLatestOfTwo_thenEmitsOnceBothHaveEmittedAndOnEveryChange() {
    // given
    let scheduler = TestScheduler()
    let left = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .completed(260),
    ])
    let right = scheduler.createHotObservable([
      .next(220, "a"), .next(240, "b"), .completed(250),
    ])
    // when
    let observer = scheduler.start { Observable.combineLatest(left, right) { "\($0)\($1)" } }
    // then
    #expect(
      observer.events == [
        .next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(260),
      ])
  }

  @Test func test_whenCombineLatestTupleForm_thenPairsAreEmitted() {
    // given
    let left = BehaviorRelay(value: 1)
    let right = BehaviorRelay(value: true)
    let recorder = Recorder<String>()
    let bag = DisposeBag()
    Observable.combineLatest(left, right).map { "\($0.0)-\($0.1)" }.subscribe(
      recorder.observer
    ).disposed(by: bag)
    // when
    right.accept(false)
    left.accept(2)
    // then
    #expect(recorder.elements == ["1-true", "1-false", "2-false"])
  }

  @Test func test_whenCombineLatestOfThree_thenAllLatestAreCombined() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .next(240, 4)])
    let second = scheduler.createHotObservable([.next(220, 10)])
    let third = scheduler.createHotObservable([.next(230, 100)])
    // when
    let observer = scheduler.start {
      Observable.combineLatest(first, second, third) { $0 + $1 + $2 }
    }
    // then
    #expect(observer.events == [.next(230, 111), .next(240, 114)])
  }

  @Test func test_whenCombineLatestThreeTupleForm_thenTriplesAreEmitted() {
    // given
    let recorder = Recorder<Int>()
    // when
    _ = Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3))
      .map { $0.0 * 100 + $0.1 * 10 + $0.2 }
      .subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(123), .completed])
  }

  @Test func test_whenCombineLatestOfArray_thenArraysFollowSourceOrder() {
    // given
    let scheduler = TestScheduler()
    let sources = [
      scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(250)]),
      scheduler.createHotObservable([.next(210, 10), .completed(230)]),
    ]
    // when
    let observer = scheduler.start { Observable.combineLatest(sources) }
    // then
    #expect(observer.events == [.next(220, [1, 10]), .next(240, [2, 10]), .completed(250)])
  }

  @Test func test_whenCombineLatestOfEmptyArray_thenEmitsEmptyArrayAndCompletes() {
    // given
    let recorder = Recorder<[Int]>()
    // when
    _ = Observable.combineLatest([Observable<Int>]()).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next([]), .completed])
  }

  @Test
  func test_whenCombineLatestSourceCompletesWithoutElement_thenItCompletesAtTheOthersNextElement() {
    // given
    let scheduler = TestScheduler()
    let left = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let right = scheduler.createHotObservable([.next(220, 1)])
    // when
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    // then: as RxSwift, the empty source alone does not end it; no combination can follow once
    // the other emits
    #expect(observer.events == [.completed(220)])
    #expect(left.subscriptions == [.init(200, 210)])
    #expect(right.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenCombineLatestSourceFails_thenErrorIsForwardedAndOthersDisposed() {
    // given
    let scheduler = TestScheduler()
    let left = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let right = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
    // when
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    // then
    #expect(observer.events == [.next(220, 3), .error(230, TestError.boom)])
    #expect(right.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenWithLatestFrom_thenEachTriggerTakesTheLatestOtherValue() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([
      .next(205, ()), .next(220, ()), .next(240, ()), .completed(250),
    ])
    let text = scheduler.createHotObservable([.next(210, "a"), .next(230, "ab")])
    // when
    let observer = scheduler.start { taps.withLatestFrom(text) }
    // then: the tap before any text is dropped
    #expect(observer.events == [.next(220, "a"), .next(240, "ab"), .completed(250)])
    #expect(text.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenWithLatestFromOtherFails_thenErrorIsForwarded() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([.next(220, 1)])
    let other = scheduler.createHotObservable([.next(205, 1), .error(210, TestError.boom)])
    // when
    let observer = scheduler.start { taps.withLatestFrom(other) { $0 + $1 } }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(taps.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenMerged_thenElementsInterleaveAndCompletionWaitsForAll() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let second = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
    // when
    let observer = scheduler.start {
      Observable.merge(first.asObservable(), second.asObservable())
    }
    // then
    #expect(
      observer.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
  }

  @Test func test_whenMergingNothing_thenCompletesAtOnce() {
    // given
    let recorder = Recorder<Int>()
    // when
    _ = Observable<Int>.merge([]).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.completed])
  }
}
