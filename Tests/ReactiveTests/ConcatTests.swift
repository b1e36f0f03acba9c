import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct ConcatTests {
  @Test func test_whenBothSourcesAreEmpty_thenCompletesAfterTheSecond() {
    // given
    let scheduler = TestScheduler()
    let first: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 1), .completed(230),
    ])
    let second: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 1), .completed(250),
    ])
    // when
    let observer = scheduler.start { Observable.concat([first, second]) }
    // then
    #expect(observer.events == [.completed(250)])
    #expect(first.subscriptions == [.init(200, 230)])
    #expect(second.subscriptions == [.init(230, 250)])
  }

  @Test func test_whenColdSourcesFollowEachOther_thenEachIsSubscribedWhenThePreviousCompletes() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .completed(40),
    ])
    let second = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
    let third = scheduler.createColdObservable([.next(10, 6), .completed(20)])
    // when
    let observer = scheduler.start {
      Observable.concat(first.asObservable(), second.asObservable(), third.asObservable())
    }
    // then
    #expect(
      observer.events == [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6),
        .completed(290),
      ])
    #expect(first.subscriptions == [.init(200, 240)])
    #expect(second.subscriptions == [.init(240, 270)])
    #expect(third.subscriptions == [.init(270, 290)])
  }

  @Test func test_whenFirstSourceFails_thenSecondIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let first: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 1), .error(230, TestError.boom),
    ])
    let second = scheduler.createHotObservable([.next(240, 2), .completed(250)])
    // when
    let observer = scheduler.start { first.concat(second) }
    // then
    #expect(observer.events == [.error(230, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 230)])
    #expect(second.subscriptions.isEmpty)
  }

  @Test func test_whenSecondSourceFails_thenErrorFollowsTheFirstSourcesElements() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 2), .completed(230)])
    let second: TestableObservable<Int> = scheduler.createHotObservable([
      .next(220, 99), .next(240, 3), .error(250, TestError.boom),
    ])
    // when
    let observer = scheduler.start { first.concat(second) }
    // then
    #expect(observer.events == [.next(210, 2), .next(240, 3), .error(250, TestError.boom)])
    #expect(second.subscriptions == [.init(230, 250)])
  }

  @Test func test_whenFirstSourceNeverEnds_thenSecondIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let never = scheduler.createHotObservable([.next(150, 1)])
    let second = scheduler.createHotObservable([.next(240, 2), .completed(250)])
    // when
    let observer = scheduler.start { never.concat(second) }
    // then
    #expect(observer.events.isEmpty)
    #expect(never.subscriptions == [.init(200, 1000)])
    #expect(second.subscriptions.isEmpty)
  }

  @Test func test_whenDisposedDuringTheSecondSource_thenItIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createColdObservable([.next(10, 1), .completed(40)])
    let second = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
    // when
    let observer = scheduler.start(disposed: 255) { first.concat(second) }
    // then
    #expect(observer.events == [.next(210, 1), .next(250, 4)])
    #expect(first.subscriptions == [.init(200, 240)])
    #expect(second.subscriptions == [.init(240, 255)])
  }

  @Test func test_whenCollectionIsEmpty_thenCompletesAtOnce() {
    // given
    let scheduler = TestScheduler()
    let sources: [Observable<Int>] = []
    // when
    let observer = scheduler.start { Observable.concat(sources) }
    // then
    #expect(observer.events == [.completed(200)])
  }

  @Test func test_whenManySynchronousSourcesAreConcatenated_thenAllElementsArriveInOrder() {
    // given
    let recorder = Recorder<Int>()
    let sources = (0..<10_000).map { Observable.just($0) }
    // when
    _ = Observable.concat(sources).subscribe(recorder.observer)
    // then
    #expect(recorder.elements == Array(0..<10_000))
    #expect(recorder.events.last == .completed)
  }

  @Test func test_whenASourceMisbehavesAfterCompleting_thenNextSourceStartsOnce() {
    // given
    let recorder = Recorder<Int>()
    let misbehaving = RogueSource.emitting([.next(1), .completed, .next(2), .completed])
    // when
    _ = misbehaving.concat(Observable.of(3).concat(Observable.never())).subscribe(
      recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .next(3)])
  }
}
