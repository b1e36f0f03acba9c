import CleanReactive
import CleanReactiveTesting
import Testing

/// `ifEmpty(default:)` and `ifEmpty(switchTo:)`, transcribed from RxSwift's
/// Observable+DefaultIfEmpty and Observable+SwitchIfEmptyTests.
@Suite struct IfEmptyTests {
  @Test func test_whenTheSourceIsEmpty_thenTheDefaultIsEmittedBeforeCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(201)])
    // when
    let observer = scheduler.start { source.ifEmpty(default: 1) }
    // then
    #expect(observer.events == [.next(201, 1), .completed(201)])
    #expect(source.subscriptions == [.init(200, 201)])
  }

  @Test func test_whenTheSourceFails_thenNoDefaultIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(201, TestError.boom)])
    // when
    let observer = scheduler.start { source.ifEmpty(default: 1) }
    // then
    #expect(observer.events == [.error(201, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 201)])
  }

  @Test func test_whenTheSourceEmits_thenItIsMirroredWithoutTheDefault() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(201, 1), .next(202, 2), .next(203, 3), .completed(204),
    ])
    // when
    let observer = scheduler.start { source.ifEmpty(default: 42) }
    // then
    #expect(observer.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    #expect(source.subscriptions == [.init(200, 204)])
  }

  @Test func test_whenTheSourceNeverEnds_thenNoDefaultIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(0, 0)])
    // when
    let observer = scheduler.start { source.ifEmpty(default: 42) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  private static func fallback(on scheduler: TestScheduler, ending: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), ending])
  }

  @Test func test_whenTheSourceEmits_thenTheFallbackIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(205, 1), .completed(210)])
    let fallback = Self.fallback(on: scheduler, ending: .completed(50))
    // when
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback) }
    // then
    #expect(observer.events == [.next(205, 1), .completed(210)])
    #expect(source.subscriptions == [.init(200, 210)])
    #expect(fallback.subscriptions.isEmpty)
  }

  @Test func test_whenTheSourceEmitsThenFails_thenTheErrorPassesWithoutTheFallback() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(205, 1), .error(210, TestError.boom)])
    let fallback = Self.fallback(on: scheduler, ending: .completed(50))
    // when
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback) }
    // then
    #expect(observer.events == [.next(205, 1), .error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
    #expect(fallback.subscriptions.isEmpty)
  }

  @Test func test_whenTheEmptySourceFails_thenTheErrorPassesWithoutTheFallback() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError.boom)])
    let fallback = Self.fallback(on: scheduler, ending: .completed(50))
    // when
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback) }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
    #expect(fallback.subscriptions.isEmpty)
  }

  @Test func test_whenTheSourceCompletesEmpty_thenTheFallbackIsMirrored() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let fallback = Self.fallback(on: scheduler, ending: .completed(50))
    // when
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback) }
    // then
    #expect(
      observer.events == [
        .next(220, 0), .next(230, 1), .next(240, 2), .next(250, 3), .completed(260),
      ])
    #expect(source.subscriptions == [.init(200, 210)])
    #expect(fallback.subscriptions == [.init(210, 260)])
  }

  @Test func test_whenTheFallbackFails_thenItsErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let fallback = Self.fallback(on: scheduler, ending: .error(50, TestError.boom))
    // when
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback) }
    // then
    #expect(
      observer.events == [
        .next(220, 0), .next(230, 1), .next(240, 2), .next(250, 3), .error(260, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 210)])
    #expect(fallback.subscriptions == [.init(210, 260)])
  }

  @Test func test_whenTheSourceNeverEnds_thenTheFallbackIsNeverSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(0, 0)])
    let fallback = Self.fallback(on: scheduler, ending: .completed(50))
    // when
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback) }
    // then
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions == [.init(200, 1000)])
    #expect(fallback.subscriptions.isEmpty)
  }

  @Test func test_whenAnEmptySourceCompletes_thenTheOtherIsSubscribedBeforeTheSourceIsDisposed() {
    // given: RxSwift's SwitchIfEmptySink subscribes the other from the source's completion and
    // leaves the source's subscription to the source's own terminal disposal
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
    let other = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let log = TestLock<[String]>([])
    // when
    let observer = scheduler.start {
      source
        .do(
          onCompleted: { log.withLock { $0.append("source completed") } },
          onDispose: { log.withLock { $0.append("source dispose") } }
        )
        .ifEmpty(switchTo: other.do(onSubscribe: { log.withLock { $0.append("other subscribe") } }))
    }
    // then
    #expect(log.withLock { $0 } == ["source completed", "other subscribe", "source dispose"])
    #expect(observer.events == [.next(220, 5), .completed(230)])
    #expect(source.subscriptions == [.init(200, 210)])
    #expect(other.subscriptions == [.init(210, 230)])
  }

  @Test func test_whenEmptyEndsOnATimerWithFromSwitch_thenSwitchEndsBeforeSourceDisposes() {
    // given: RxSwift's `empty` is not trampolined, so on a timer (no trampoline active) the
    // switched-to sequence's subscription drains its `from` before the empty source is disposed
    let scheduler = TestScheduler()
    let log = TestLock<[String]>([])
    @Sendable func write(_ line: String) {
      log.withLock { $0.append("\(scheduler.clock) \(line)") }
    }
    // when
    let observer = scheduler.start {
      Observable<Int>.empty()
        .delaySubscription(.milliseconds(10), scheduler: scheduler)
        .do(onDispose: { write("source disposed") })
        .ifEmpty(
          switchTo: Observable<Int>.from([]).do(
            onCompleted: { write("other completed") }, onDispose: { write("other disposed") }))
    }
    // then
    #expect(observer.events == [.completed(210)])
    #expect(
      log.withLock { $0 } == ["210 other completed", "210 source disposed", "210 other disposed"])
  }
}
