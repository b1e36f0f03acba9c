import CleanReactive
import CleanReactiveTesting
import Testing

/// `concatMap` with RxSwift's concat semantics: the outer subscription ends with the outer
/// sequence, each inner's when it completes (the next one starts then), everything on error.
@Suite struct ConcatMapSemanticsTests {
  static func inners(_ scheduler: TestScheduler, secondFails: Bool = false)
    -> [TestableObservable<Int>]
  {
    [
      scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)]),
      scheduler.createColdObservable([
        .next(5, 3), secondFails ? .error(20, TestError.boom) : .completed(20),
      ]),
    ]
  }

  @Test func test_whenOuterEmitsWhileAnInnerRuns_thenInnersRunOneAfterAnotherEachDisposedAtItsEnd()
  {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler)
    let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    // when
    let observer = scheduler.start { outer.concatMap { inners[$0] } }
    // then
    #expect(
      observer.events == [.next(220, 1), .next(240, 2), .next(255, 3), .completed(270)])
    #expect(outer.subscriptions == [.init(200, 230)])
    #expect(inners[0].subscriptions == [.init(210, 250)])
    #expect(inners[1].subscriptions == [.init(250, 270)])
  }

  @Test func test_whenAnInnerFails_thenErrorEndsItAndOuterIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler, secondFails: true)
    let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])
    // when
    let observer = scheduler.start { outer.concatMap { inners[$0] } }
    // then
    #expect(
      observer.events == [.next(220, 1), .next(240, 2), .next(255, 3), .error(270, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 270)])
    #expect(inners[1].subscriptions == [.init(250, 270)])
  }

  @Test func test_whenOuterFails_thenRunningInnerIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler)
    let outer = scheduler.createHotObservable([.next(210, 0), .error(225, TestError.boom)])
    // when
    let observer = scheduler.start { outer.concatMap { inners[$0] } }
    // then
    #expect(observer.events == [.next(220, 1), .error(225, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 225)])
    #expect(inners[0].subscriptions == [.init(210, 225)])
  }

  @Test func test_whenSelectorThrows_thenErrorEndsItAndDisposesOuterAndInner() {
    // given
    let scheduler = TestScheduler()
    let inners = Self.inners(scheduler)
    let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 5)])
    // when
    let observer = scheduler.start {
      outer.concatMap { index -> TestableObservable<Int> in
        guard index < inners.count else { throw TestError.boom }
        return inners[index]
      }
    }
    // then: as RxSwift, the selector runs when the element arrives, even if it must wait
    #expect(observer.events == [.error(215, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 215)])
    #expect(inners[0].subscriptions == [.init(210, 215)])
  }

  @Test func test_whenDisposedEarlyOrNeverEnding_thenSubscriptionsEndAtDisposal() {
    // given
    let scheduler = TestScheduler()
    let inner = scheduler.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
    let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])
    // when
    let observer = scheduler.start(disposed: 300) { outer.concatMap { _ in inner } }
    // then
    #expect(observer.events == [.next(220, 1)])
    #expect(outer.subscriptions == [.init(200, 300)])
    #expect(inner.subscriptions == [.init(210, 300)])
  }

  @Test func test_whenSourcesMisbehaveAfterTerminating_thenTheirLateEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let outer = RawEventSource<Int>()
    let inners = [RawEventSource<Int>(), RawEventSource<Int>()]
    let observer = scheduler.createObserver(Int.self)
    _ = outer.observable.concatMap { inners[$0].observable }.subscribe(observer)
    // when
    outer.send(.next(0))
    outer.send(.next(1))
    inners[0].send(.completed)
    inners[0].send(.next(99))  // the first inner is over: must not pass as the second's
    outer.send(.completed)
    outer.send(.error(TestError.boom))  // after the outer completed: ignored
    inners[1].send(.next(7))
    inners[1].send(.completed)
    // then
    #expect(observer.events == [.next(0, 7), .completed(0)])
  }
}
