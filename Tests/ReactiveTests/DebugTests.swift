import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct DebugTests {
  /// The part of each logged line after the timestamp (`yyyy-MM-dd HH:mm:ss.SSS: `).
  private static func contents(_ lines: [String]) -> [String] {
    lines.map { String($0.dropFirst(25)) }
  }

  @Test func test_whenSequenceRuns_thenSubscriptionEventsAndDisposalAreLogged() {
    // given
    let scheduler = TestScheduler()
    let lines = TestLock<[String]>([])
    let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    // when
    let observer = scheduler.start {
      source.debug("numbers", sink: { line in lines.withLock { $0.append(line) } })
    }
    // then
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
    #expect(
      Self.contents(lines.withLock { $0 }) == [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event completed",
        "numbers -> isDisposed",
      ])
  }

  @Test func test_whenSourceFails_thenErrorIsLoggedAndForwarded() {
    // given
    let scheduler = TestScheduler()
    let lines = TestLock<[String]>([])
    let source: TestableObservable<Int> = scheduler.createHotObservable([
      .error(210, TestError.boom)
    ])
    // when
    let observer = scheduler.start {
      source.debug("failing", sink: { line in lines.withLock { $0.append(line) } })
    }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
    #expect(
      Self.contents(lines.withLock { $0 }) == [
        "failing -> subscribed", "failing -> Event error(boom)", "failing -> isDisposed",
      ])
  }

  @Test func test_whenDisposedEarly_thenDisposalIsLoggedOnce() {
    // given
    let scheduler = TestScheduler()
    let lines = TestLock<[String]>([])
    let source = scheduler.createHotObservable([.next(210, 1)])
    // when
    _ = scheduler.start(disposed: 300) {
      source.debug("never", sink: { line in lines.withLock { $0.append(line) } })
    }
    // then
    #expect(
      Self.contents(lines.withLock { $0 }) == [
        "never -> subscribed", "never -> Event next(1)", "never -> isDisposed",
      ])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenTrimmingLongEvents_thenMiddleIsElided() {
    // given
    let lines = TestLock<[String]>([])
    let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
    // when
    _ = Observable.just(long).debug(
      "trim", trimOutput: true, sink: { line in lines.withLock { $0.append(line) } }
    ).subscribe()
    // then
    let event = Self.contents(lines.withLock { $0 })[1]
    #expect(event == "trim -> Event next(aaaaaaaaaaaaaaa...bbbbbbbbbbbbbbbbbbb)")
  }

  @Test func test_whenNoIdentifierIsGiven_thenFileAndLineIdentifyTheLog() {
    // given
    let lines = TestLock<[String]>([])
    // when
    _ = Observable.just(1).debug(sink: { line in lines.withLock { $0.append(line) } })
      .subscribe()
    // then
    let first = Self.contents(lines.withLock { $0 })[0]
    #expect(first.hasPrefix("DebugTests.swift:"))
    #expect(first.hasSuffix("-> subscribed"))
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenNothingMoreIsLoggedOrForwarded() {
    // given
    let lines = TestLock<[String]>([])
    let recorder = Recorder<Int>()
    let source = RogueSource.emitting([.next(1), .completed, .next(2)])
    // when
    _ = source.debug("bad", sink: { line in lines.withLock { $0.append(line) } })
      .subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
    #expect(lines.withLock { $0 }.count == 4)
  }
}
