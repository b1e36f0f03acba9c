import CleanReactive
import CleanReactiveTesting
import Testing

/// `map`, `compactMap` and `filter` against the facts of RxSwift's own virtual-time tests:
/// emitted events and the source's subscription interval (created 100, subscribed 200,
/// disposed 1000 unless a case says otherwise).
@Suite struct MapSemanticsTests {
  private static let elements: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4),
  ]

  @Test func test_whenMapSourceNeverEnds_thenNothingIsEmittedAndSourceIsHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1)])
    // when
    let observer = scheduler.start { source.map { $0 * 2 } }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenMapSourceCompletesEmpty_thenCompletesAndSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    // when
    let observer = scheduler.start { source.map { $0 * 2 } }
    // then
    #expect(observer.events == [.completed(300)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenMapSourceEmitsThenCompletes_thenTransformedAndSourceDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(300)])
    // when
    let observer = scheduler.start { source.map { $0 * 2 } }
    // then
    #expect(
      observer.events == [
        .next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300),
      ])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenMapSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(300, TestError.boom)])
    // when
    let observer = scheduler.start { source.map { $0 * 2 } }
    // then
    #expect(
      observer.events == [
        .next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .error(300, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenMapIsDisposedEarly_thenEventsStopAndSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(300, TestError.boom)])
    // when
    let observer = scheduler.start(disposed: 290) { source.map { $0 * 2 } }
    // then
    #expect(observer.events == [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8)])
    #expect(source.subscriptions == [.init(200, 290)])
  }

  @Test func test_whenMapSelectorThrows_thenErrorIsEmittedAndSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(300, TestError.other)])
    // when
    let observer = scheduler.start {
      source.map { value throws -> Int in
        guard value < 2 else { throw TestError.boom }
        return value * 2
      }
    }
    // then
    #expect(observer.events == [.next(210, 0), .next(220, 2), .error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenTwoMapsAreComposed_thenBothApplyAndSourceIsDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(300)])
    // when
    let observer = scheduler.start { source.map { $0 * 10 }.map { $0 + 1 } }
    // then
    #expect(
      observer.events == [
        .next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41), .completed(300),
      ])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenSecondOfComposedMapsThrows_thenErrorIsEmittedAndSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(300, TestError.other)])
    // when
    let observer = scheduler.start {
      source.map { $0 * 10 }.map { value throws -> Int in
        guard value < 20 else { throw TestError.boom }
        return value + 1
      }
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 11), .error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenMapSourceMisbehavesAfterCompleting_thenNothingMoreIsForwarded() {
    // given
    let source = RogueSource<Int>([
      .next(1), .completed, .next(2), .error(TestError.boom), .completed,
    ])
    let recorder = Recorder<Int>()
    // when
    _ = source.map { $0 * 2 }.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(2), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenMapSelectorThrowsOnSynchronousSource_thenOneErrorAndSourceDisposedOnce() {
    // given
    let source = RogueSource<Int>([.next(1), .next(2), .next(3), .completed])
    let recorder = Recorder<Int>()
    // when
    _ = source.map { value throws -> Int in
      guard value < 2 else { throw TestError.boom }
      return value
    }.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .error(TestError.boom)])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenFilterSourceCompletesAndKeepsSending_thenOnlyMatchesUntilCompletion() {
    // given: a hot source that keeps sending after completing
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5),
      .next(380, 6), .next(390, 7), .next(450, 8), .next(470, 9), .next(560, 10),
      .next(580, 11), .completed(600), .next(610, 12), .error(620, TestError.boom),
      .completed(630),
    ])
    // when
    let observer = scheduler.start { source.filter(isPrime) }
    // then
    #expect(
      observer.events == [
        .next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600),
      ])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenFilterSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(230, 3), .next(270, 4), .next(340, 5), .error(600, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.filter(isPrime) }
    // then
    #expect(observer.events == [.next(230, 3), .next(340, 5), .error(600, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenFilterIsDisposedEarly_thenEventsStopAndSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600),
    ])
    // when
    let observer = scheduler.start(disposed: 400) { source.filter(isPrime) }
    // then
    #expect(observer.events == [.next(230, 3), .next(340, 5), .next(390, 7)])
    #expect(source.subscriptions == [.init(200, 400)])
  }

  @Test func test_whenFilterSourceNeverEnds_thenSourceIsHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(230, 3), .next(270, 4)])
    // when
    let observer = scheduler.start { source.filter(isPrime) }
    // then
    #expect(observer.events == [.next(230, 3)])
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenFilterPredicateThrows_thenErrorIsEmittedAndSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(230, 3), .next(340, 5), .next(380, 6), .next(390, 7), .completed(600),
    ])
    // when
    let observer = scheduler.start {
      source.filter { value throws -> Bool in
        if value == 6 { throw TestError.boom }
        return isPrime(value)
      }
    }
    // then
    #expect(observer.events == [.next(230, 3), .next(340, 5), .error(380, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 380)])
  }

  @Test func test_whenFilterSourceMisbehaves_thenNothingAfterTheErrorIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(3), .error(TestError.boom), .next(5), .completed])
    let recorder = Recorder<Int>()
    // when
    _ = source.filter(isPrime).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(3), .error(TestError.boom)])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenCompactMapped_thenNilsAreDroppedAndSourceDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, "1"), .next(210, "2"), .next(220, "x"), .next(230, "4"), .completed(300),
    ])
    // when
    let observer = scheduler.start { source.compactMap { Int($0) } }
    // then
    #expect(observer.events == [.next(210, 2), .next(230, 4), .completed(300)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenCompactMapSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, "2"), .error(250, TestError.boom)])
    // when
    let observer = scheduler.start { source.compactMap { Int($0) } }
    // then
    #expect(observer.events == [.next(210, 2), .error(250, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenCompactMapIsDisposedEarly_thenEventsStopAndSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, "2"), .next(260, "3")])
    // when
    let observer = scheduler.start(disposed: 240) { source.compactMap { Int($0) } }
    // then
    #expect(observer.events == [.next(210, 2)])
    #expect(source.subscriptions == [.init(200, 240)])
  }

  @Test func test_whenCompactMapSelectorThrows_thenErrorIsEmittedAndSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, "2"), .next(220, "x"), .next(230, "4"), .completed(300),
    ])
    // when
    let observer = scheduler.start {
      source.compactMap { text throws -> Int? in
        guard let value = Int(text) else { throw TestError.boom }
        return value
      }
    }
    // then
    #expect(observer.events == [.next(210, 2), .error(220, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenCompactMapSourceMisbehaves_thenNothingAfterCompletionIsForwarded() {
    // given
    let source = RogueSource<String>([.next("1"), .completed, .next("2")])
    let recorder = Recorder<Int>()
    // when
    _ = source.compactMap { Int($0) }.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenFusedChainIsSubscribedTwice_thenEachSubscriptionRunsOnItsOwn() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .completed(40),
    ])
    let chain = source.map { $0 * 2 }.filter { $0 != 4 }.scan(0, accumulator: +).take(2)
    // when
    let first = scheduler.start { chain }
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(1100) { _ = chain.subscribe(second) }
    scheduler.start()
    // then
    #expect(first.events == [.next(210, 2), .next(230, 8), .completed(230)])
    #expect(second.events == [.next(1110, 2), .next(1130, 8), .completed(1130)])
    #expect(source.subscriptions == [.init(200, 230), .init(1100, 1130)])
  }
}

private func isPrime(_ value: Int) -> Bool {
  guard value > 1 else { return false }
  return !(2..<value).contains { value % $0 == 0 }
}
