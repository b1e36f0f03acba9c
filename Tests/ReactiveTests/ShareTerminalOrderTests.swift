import CleanReactive
import CleanReactiveTesting
import Testing

/// When the source ends, `share` disposes its subscription before or after the terminal event
/// reaches the subscribers as RxSwift does for that form (fuzz seeds 3471, 24392).
@Suite struct ShareTerminalOrderTests {
  static func log(replay: Int, scope: SubjectLifetimeScope) -> [String] {
    let scheduler = TestScheduler()
    let source = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
    let log = TestLock<[String]>([])
    _ = scheduler.start {
      source.do(onDispose: { log.withLock { $0.append("source disposed") } })
        .share(replay: replay, scope: scope)
        .do(onCompleted: { log.withLock { $0.append("completed") } })
    }
    return log.withLock { $0 }
  }

  @Test(arguments: [2, 3])
  func test_whenWhileConnectedReplaysTwoOrMoreAndSourceCompletes_thenItIsDisposedFirst(
    replay: Int
  ) {
    #expect(Self.log(replay: replay, scope: .whileConnected) == ["source disposed", "completed"])
  }

  @Test(arguments: 0..<4)
  func test_whenForeverAndSourceCompletes_thenItIsDisposedFirst(replay: Int) {
    #expect(Self.log(replay: replay, scope: .forever) == ["source disposed", "completed"])
  }

  @Test(arguments: [0, 1])
  func test_whenWhileConnectedReplaysAtMostOneAndSourceCompletes_thenItIsDisposedAfter(
    replay: Int
  ) {
    #expect(Self.log(replay: replay, scope: .whileConnected) == ["completed", "source disposed"])
  }
}
