import CleanReactive
import CleanReactiveTesting
import Testing

/// `skip(until:)`, transcribed from RxSwift's Observable+SkipUntilTests.
@Suite struct SkipUntilTests {
  private static let fiveThenCompleted: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
  ]

  @Test func test_whenOtherEmits_thenLaterElementsAndTheCompletionPass() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.fiveThenCompleted)
    let other = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events == [.next(230, 4), .next(240, 5), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenOtherFails_thenTheErrorEndsTheSequence() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.fiveThenCompleted)
    let other = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.boom)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events == [.error(225, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 225)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenSourceFailsBeforeTheGateOpens_thenTheErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .error(220, TestError.boom),
    ])
    let other = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(250)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events == [.error(220, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 220)])
    #expect(other.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenOtherCompletesEmpty_thenNothingPassesAndTheCompletionIsSilent() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.fiveThenCompleted)
    let other = scheduler.createHotObservable([.next(150, 1), .completed(225)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenSourceNeverEmits_thenTheOpenGateShowsNothing() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenSourceNeverEmitsAndOtherFails_thenTheErrorEndsIt() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1)])
    let other = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.boom)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events == [.error(225, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 225)])
    #expect(other.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenSourceCompletesBeforeOtherFails_thenBothAreDisposedSilently() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.fiveThenCompleted)
    let other = scheduler.createHotObservable([.next(150, 1), .error(300, TestError.boom)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenOtherNeverReacts_thenTheSourceCompletionDisposesIt() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.fiveThenCompleted)
    let other = scheduler.createHotObservable([.next(150, 1)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 250)])
    #expect(other.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenNeitherReacts_thenBothStaySubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1)])
    let other = scheduler.createHotObservable([.next(150, 1)])
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
    #expect(other.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSourceCompletes_thenTheOtherSubscriptionIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.fiveThenCompleted)
    let otherDisposed = TestLock(false)
    let other = Observable<Int>.create { _ in
      Disposables.create { otherDisposed.withLock { $0 = true } }
    }
    // when
    let observer = scheduler.start { source.skip(until: other) }
    // then
    #expect(observer.events.isEmpty)
    #expect(otherDisposed.withLock { $0 })
  }

  @Test func test_whenOtherFailsWhileBeingSubscribed_thenBothAreDisposedOnceSetUp() {
    // given: fuzzer seed 7531 (shrunk) — as RxSwift's `SinkDisposer`, the source is disposed
    // after `other`'s subscription has returned, not while it is being made
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([Recorded<Event<Int>>]())
    let log = TestLock<[String]>([])
    func logged(_ observable: Observable<Int>, _ tag: String) -> Observable<Int> {
      observable.do(
        onError: { _ in log.withLock { $0.append("\(tag) error") } },
        onSubscribe: { log.withLock { $0.append("\(tag) subscribe") } },
        onSubscribed: { log.withLock { $0.append("\(tag) subscribed") } },
        onDispose: { log.withLock { $0.append("\(tag) dispose") } })
    }
    // when
    let observer = scheduler.start {
      logged(source.asObservable(), "d1").skip(until: logged(.error(TestError.boom), "d2"))
    }
    // then
    #expect(observer.events == [.error(200, TestError.boom)])
    #expect(
      log.withLock { $0 } == [
        "d1 subscribe", "d1 subscribed", "d2 subscribe", "d2 error", "d2 subscribed",
        "d2 dispose", "d1 dispose",
      ])
  }
}
