import CleanReactive
import CleanReactiveTesting
import Testing

/// `skip`, `take` and `take(until:)` against the facts of RxSwift's own virtual-time tests
/// (created 100, subscribed 200, disposed 1000 unless a case says otherwise).
@Suite struct SkipTakeSemanticsTests {
  /// RxSwift's standard input for these operators: elements from 70 to 630.
  private static let elements: [Recorded<Event<Int>>] = [
    .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
    .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15),
    .next(415, 16), .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100),
    .next(580, -3), .next(590, 5), .next(630, 10),
  ]

  /// The elements after subscription (200), from the `index`-th one on.
  private static func received(from index: Int) -> [Recorded<Event<Int>>] {
    Array(elements.dropFirst(2).dropFirst(index))
  }

  @Test func test_whenSkipMoreThanTheSourceHas_thenOnlyCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(690)])
    // when
    let observer = scheduler.start { source.skip(20) }
    // then
    #expect(observer.events == [.completed(690)])
    #expect(source.subscriptions == [.init(200, 690)])
  }

  @Test func test_whenSkipSome_thenTheRestAndSourceDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(690)])
    // when
    let observer = scheduler.start { source.skip(15) }
    // then
    #expect(observer.events == Self.received(from: 15) + [.completed(690)])
    #expect(source.subscriptions == [.init(200, 690)])
  }

  @Test func test_whenSkipSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(690, TestError.boom)])
    // when
    let observer = scheduler.start { source.skip(3) }
    // then
    #expect(observer.events == Self.received(from: 3) + [.error(690, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 690)])
  }

  @Test func test_whenSkipIsDisposedEarly_thenSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements)
    // when
    let observer = scheduler.start(disposed: 250) { source.skip(1) }
    // then
    #expect(observer.events == [.next(230, 13)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenSkipSourceNeverEnds_thenSourceIsHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements)
    // when
    let observer = scheduler.start { source.skip(17) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSkipSourceMisbehaves_thenNothingAfterCompletionIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(1), .next(2), .completed, .next(3)])
    let recorder = Recorder<Int>()
    // when
    _ = source.skip(1).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(2), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenTakeMoreThanTheSourceHas_thenAllAndTheSourceCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(690)])
    // when
    let observer = scheduler.start { source.take(20) }
    // then
    #expect(observer.events == Self.received(from: 0) + [.completed(690)])
    #expect(source.subscriptions == [.init(200, 690)])
  }

  @Test func test_whenTakeCountIsReached_thenCompletesAndSourceIsDisposedAtThatElement() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(690)])
    // when
    let observer = scheduler.start { source.take(3) }
    // then
    #expect(observer.events == [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)])
    #expect(source.subscriptions == [.init(200, 270)])
  }

  @Test func test_whenTakeSourceFailsBeforeTheCount_thenErrorPassesAndSourceIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(690, TestError.boom)])
    // when
    let observer = scheduler.start { source.take(20) }
    // then
    #expect(observer.events == Self.received(from: 0) + [.error(690, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 690)])
  }

  @Test func test_whenTakeIsDisposedEarly_thenSourceIsDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(690)])
    // when
    let observer = scheduler.start(disposed: 250) { source.take(3) }
    // then
    #expect(observer.events == [.next(210, 9), .next(230, 13)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenTakeSourceNeverReachesTheCount_thenSourceIsHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements)
    // when
    let observer = scheduler.start { source.take(20) }
    // then
    #expect(observer.events == Self.received(from: 0))
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenTakeSourceMisbehaves_thenOneCompletionAndNothingAfter() {
    // given
    let source = RogueSource<Int>([.next(1), .completed, .next(2), .completed])
    let recorder = Recorder<Int>()
    // when
    _ = source.take(5).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenTakeSubscriberFeedsTheSourceReentrantly_thenCountAndOneCompletionHold() {
    // given
    let subject = PublishSubject<Int>()
    let recorder = Recorder<Int>()
    _ = subject.map { $0 * 10 }.take(2).subscribe(
      AnyObserver { event in
        recorder.observer.on(event)
        if event.element == 10 {
          subject.onNext(2)
          subject.onNext(3)
        }
      })
    // when
    subject.onNext(1)
    subject.onNext(4)
    // then
    #expect(recorder.events == [.next(10), .next(20), .completed])
  }

  @Test func test_whenTakeFollowsAThrowingMap_thenTheErrorEndsTheSequence() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements)
    // when
    let observer = scheduler.start {
      source.map { value throws -> Int in
        if value == 7 { throw TestError.boom }
        return value
      }.take(5)
    }
    // then
    #expect(observer.events == [.next(210, 9), .next(230, 13), .error(270, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 270)])
  }

  @Test func test_whenTakeUntilOtherEmits_thenCompletesAndBothAreDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5),
      .completed(250),
    ])
    let other = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
    // when
    let observer = scheduler.start { source.take(until: other) }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 3), .completed(225)])
    #expect(source.subscriptions == [.init(200, 225)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenTakeUntilOtherFails_thenTheErrorEndsItAndBothAreDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(225, TestError.boom)])
    // when
    let observer = scheduler.start { source.take(until: other) }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 3), .error(225, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 225)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenTakeUntilOtherCompletesEmpty_thenSourceRunsToItsEnd() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(225)])
    // when
    let observer = scheduler.start { source.take(until: other) }
    // then
    #expect(
      observer.events == [
        .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
      ])
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenTakeUntilSourceFails_thenErrorPassesAndBothAreDisposedThen() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
    let other = scheduler.createHotObservable([.next(300, 1)])
    // when
    let observer = scheduler.start { source.take(until: other) }
    // then
    #expect(observer.events == [.next(210, 2), .error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
    #expect(other.subscriptions == [.init(200, 230)])
  }

  @Test func test_whenTakeUntilIsDisposedEarlyOrNeitherEnds_thenBothAreHeldUntilDisposal() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
    // when
    let observer = scheduler.start(disposed: 250) { source.take(until: other) }
    // then
    #expect(observer.events == [.next(210, 2)])
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenTakeUntilSourceMisbehaves_thenNothingAfterCompletionIsForwarded() {
    // given
    let source = RogueSource<Int>([.next(1), .completed, .next(2)])
    let recorder = Recorder<Int>()
    // when
    _ = source.take(until: Observable<Int>.never()).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
    #expect(source.disposeCount == 1)
  }

  @Test func test_whenTakesLastElementMakesTheDownstreamDispose_thenNoCompletionFollowsIt() {
    // given: fuzzer seed 53057 (shrunk) — the outer `take(1)` disposes the chain while the
    // inner one delivers its last element
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([.next(20, 3)])
    let log = TestLock<[String]>([])
    // when
    let observer = scheduler.start {
      source.take(1)
        .do(
          onNext: { value in log.withLock { $0.append("next(\(value))") } },
          onCompleted: { log.withLock { $0.append("completed") } },
          onDispose: { log.withLock { $0.append("dispose") } }
        )
        .take(1)
    }
    // then: as RxSwift, the disposed inner `take` forwards nothing more
    #expect(observer.events == [.next(220, 3), .completed(220)])
    #expect(log.withLock { $0 } == ["next(3)", "dispose"])
    #expect(source.subscriptions == [.init(200, 220)])
  }
}
