import CleanReactive
import CleanReactiveTesting
import Testing

/// When the source ends, `share` disposes its subscription before or after the terminal event
/// reaches the subscribers as RxSwift does for that form (fuzz seeds 3471, 24392); with
/// `.whileConnected` and `replay` 0 or 1 the source disposes itself once its terminal event has
/// returned, as RxSwift's `ShareWhileConnected` and `ShareReplay1WhileConnected`.
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

  @Test(arguments: [0, 1], [false, true])
  func test_whenWhileConnectedReplaysAtMostOneAndSourceEnds_thenAfterHandlerPrecedesDisposal(
    replay: Int, fails: Bool
  ) {
    // given: a source that ends, shared while connected
    // when
    let log = sourceTerminalOrder(fails: fails) { $0.share(replay: replay, scope: .whileConnected) }
    // then: RxSwift logs `c, ac, d`; the kernel disposed the source inside its terminal event
    // (`c, d, ac`)
    #expect(log == ["end", "after end", "source disposed"])
  }
}
