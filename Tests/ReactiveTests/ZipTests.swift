import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct ZipTests {
  @Test func test_whenBothSourcesEmit_thenElementsArePairedByPosition() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
    let second = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
    // when
    let observer = scheduler.start { Observable.zip(first, second) { $0 + $1 } }
    // then
    #expect(observer.events == [.next(220, 5), .completed(240)])
    #expect(first.subscriptions == [.init(200, 230)])
    #expect(second.subscriptions == [.init(200, 240)])
  }

  @Test func test_whenOneSourceIsEmptyAndTheOtherNeverEnds_thenNothingIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    // when
    let observer = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }
    // then
    #expect(observer.events.isEmpty)
    #expect(never.subscriptions == [.init(200, 1000)])
    #expect(empty.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenAnElementCanNeverBePaired_thenTheTwoSourceFormWaitsForBothToComplete() {
    // given: RxSwift 6's testZip_EmptyNonEmpty (the arity forms dropped the early completion)
    let scheduler = TestScheduler()
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    // when
    let observer = scheduler.start { Observable.zip(empty, other) { $0 + $1 } }
    // then
    #expect(observer.events == [.completed(220)])
    #expect(empty.subscriptions == [.init(200, 210)])
    #expect(other.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenAnUnpairedElementWaitsForANeverEndingSource_thenNothingCompletes() {
    // given
    let scheduler = TestScheduler()
    let never = scheduler.createHotObservable([.next(150, 1)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    // when
    let observer = scheduler.start { Observable.zip(never, other) { $0 + $1 } }
    // then
    #expect(observer.events.isEmpty)
    #expect(other.subscriptions == [.init(200, 220)])
    #expect(never.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenLeftCompletesFirst_thenCompletesWhenBothHaveCompleted() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    let second = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
    // when
    let observer = scheduler.start { Observable.zip(first, second) { $0 + $1 } }
    // then
    #expect(observer.events == [.next(215, 6), .completed(225)])
    #expect(first.subscriptions == [.init(200, 220)])
    #expect(second.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenOneSourceFails_thenErrorEndsItAndDisposesBoth() {
    // given
    let scheduler = TestScheduler()
    let some = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
    let failing: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 1), .error(220, TestError.boom),
    ])
    // when
    let observer = scheduler.start { Observable.zip(some, failing) { $0 + $1 } }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(some.subscriptions == [.init(200, 220)])
    #expect(failing.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenBothFail_thenOnlyTheFirstErrorIsDelivered() {
    // given
    let scheduler = TestScheduler()
    let first: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 1), .error(230, TestError.other),
    ])
    let second: TestableObservable<Int> = scheduler.createHotObservable([
      .next(150, 1), .error(220, TestError.boom),
    ])
    // when
    let observer = scheduler.start { Observable.zip(second, first) { $0 + $1 } }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 220)])
    #expect(second.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenResultSelectorThrows_thenErrorIsDeliveredAndBothDisposed() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(220)])
    let second = scheduler.createHotObservable([.next(150, 1), .next(210, 4)])
    // when
    let observer = scheduler.start {
      Observable.zip(first, second) { (_, _) -> Int in throw TestError.boom }
    }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 220)])
    #expect(second.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenDisposedEarly_thenBothSourcesAreDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let second = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
    // when
    let observer = scheduler.start(disposed: 235) { Observable.zip(first, second) { $0 + $1 } }
    // then
    #expect(observer.events == [.next(220, 11)])
    #expect(first.subscriptions == [.init(200, 235)])
    #expect(second.subscriptions == [.init(200, 235)])
  }

  @Test func test_whenThreeSourcesEmit_thenTriplesAreCombinedInOrder() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
    let second = scheduler.createHotObservable([.next(220, 2), .next(250, 5), .completed(310)])
    let third = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(320)])
    // when
    let observer = scheduler.start {
      Observable.zip(first, second, third) { $0 * 100 + $1 * 10 + $2 }
    }
    // then
    #expect(observer.events == [.next(230, 123), .next(260, 456), .completed(320)])
  }

  @Test func test_whenZippingACollection_thenArraysAreEmittedInSourceOrder() {
    // given
    let scheduler = TestScheduler()
    let sources = [
      scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)]),
      scheduler.createHotObservable([.next(220, 2), .completed(230)]),
      scheduler.createHotObservable([.next(215, 3), .next(260, 6), .completed(300)]),
    ]
    // when
    let observer = scheduler.start { Observable.zip(sources) }
    // then
    #expect(observer.events == [.next(220, [1, 2, 3]), .completed(260)])
    #expect(sources[0].subscriptions == [.init(200, 250)])
    #expect(sources[1].subscriptions == [.init(200, 230)])
    #expect(sources[2].subscriptions == [.init(200, 260)])
  }

  @Test func test_whenZippingAnEmptyCollection_thenCompletesAtOnce() {
    // given
    let scheduler = TestScheduler()
    let sources: [Observable<Int>] = []
    // when
    let observer = scheduler.start { Observable.zip(sources) }
    // then
    #expect(observer.events == [.completed(200)])
  }

  @Test func test_whenASourceMisbehavesAfterCompleting_thenItsLateEventsAreIgnored() {
    // given
    let recorder = Recorder<Int>()
    let misbehaving = RogueSource.emitting([.next(1), .completed, .next(2), .completed])
    let other = RogueSource.emitting([.next(10), .next(20), .completed])
    // when
    _ = Observable.zip(misbehaving, other) { $0 + $1 }.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(11), .completed])
  }

  @Test func test_whenPairsAreUnlabelled_thenTuplesCarryBothElements() {
    // given
    let recorder = Recorder<String>()
    // when
    _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b", "c"))
      .map { "\($0)\($1)" }
      .subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next("1a"), .next("2b"), .completed])
  }
}
