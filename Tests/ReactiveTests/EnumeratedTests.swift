import CleanReactive
import CleanReactiveTesting
import Testing

/// `enumerated()`, transcribed from RxSwift's Observable+EnumeratedTests (pairs are shown as
/// `"index element"`, since tuples are not `Equatable`).
@Suite struct EnumeratedTests {
  private static let letters: [Recorded<Event<String>>] = [
    .next(210, "a"), .next(220, "b"), .next(280, "c"),
  ]

  @Test func test_whenTheSourceNeverEnds_thenEachElementIsPairedWithItsIndex() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.letters)
    // when
    let observer = scheduler.start { source.enumerated().map { "\($0.index) \($0.element)" } }
    // then
    #expect(observer.events == [.next(210, "0 a"), .next(220, "1 b"), .next(280, "2 c")])
    #expect(source.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenTheSourceCompletes_thenTheCompletionPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.letters + [.completed(300)])
    // when
    let observer = scheduler.start { source.enumerated().map { "\($0.index) \($0.element)" } }
    // then
    #expect(
      observer.events == [
        .next(210, "0 a"), .next(220, "1 b"), .next(280, "2 c"), .completed(300),
      ])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenTheSourceFails_thenTheErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.letters + [.error(300, TestError.boom)])
    // when
    let observer = scheduler.start { source.enumerated().map { "\($0.index) \($0.element)" } }
    // then
    #expect(
      observer.events == [
        .next(210, "0 a"), .next(220, "1 b"), .next(280, "2 c"), .error(300, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 300)])
  }
}
