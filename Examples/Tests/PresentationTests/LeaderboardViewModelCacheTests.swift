import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation
import Testing

/// The leaderboard's ViewModel over a cache-then-network read, in virtual time: a stored copy
/// shows at once while loading and the server's answer takes its place; a copy never covers an
/// answer; a failure after a copy keeps it on screen and reaches its one output once; paging
/// goes on from a copy.
@Suite struct LeaderboardViewModelCacheTests {
  typealias Harness = LeaderboardHarness<ScriptedCachedLeaderboardRepository>

  private static func entry(_ id: Int) -> LeaderboardEntry {
    LeaderboardEntry(id: id, nickname: "player-\(id)", rating: 2000 - id, rank: id)
  }

  private static func page(_ ids: [Int], _ number: Int, hasNext: Bool) -> Page<LeaderboardEntry> {
    Page(items: ids.map { entry($0) }, page: number, hasNext: hasNext)
  }

  @Test func test_whenACopyIsStored_thenItShowsAtOnceWhileLoadingAndTheAnswerReplacesIt() {
    // given: an older copy of season 1's first page
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    harness.answer([PageRequest(query: 1): Self.page([2, 1], 0, hasNext: false)])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.start()
    // then: the copy at the load's tick with loading up, the answer with loading down
    let copy = harness.timeline.last { $0.time == 100 }?.state
    #expect(copy?.items == [Self.entry(1)])
    #expect(copy?.source == .cache)
    #expect(copy?.isLoading == true)
    #expect(harness.timeline.last?.time == 110)
    #expect(harness.shown?.items == [Self.entry(2), Self.entry(1)])
    #expect(harness.shown?.source == .network)
    #expect(harness.shown?.isLoading == false)
    #expect(harness.entries == [[], [Self.entry(1)], [Self.entry(2), Self.entry(1)]])
    #expect(harness.failures.events.isEmpty)
  }

  @Test func test_whenRefreshedOverAnsweredPages_thenTheCopyNeverCoversTheServersAnswer() {
    // given: season 1's two pages answered by the server, and an older copy of page 0
    let harness = Harness()
    harness.answer([
      PageRequest(query: 1, page: 0): Self.page([1, 2], 0, hasNext: true),
      PageRequest(query: 1, page: 1): Self.page([3], 1, hasNext: false),
    ])
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.scheduleAt(250) {
      harness.repository.storeCopy(Self.page([9], 0, hasNext: true), for: PageRequest(query: 1))
    }
    // when: a pull to refresh
    harness.scheduler.scheduleAt(300) { harness.refresh.accept(()) }
    harness.scheduler.start()
    // then: the answered pages stay while refreshing, the copy is never shown, page 0's answer
    // replaces them
    let refreshing = harness.timeline.filter { $0.time == 300 }.map(\.state)
    #expect(refreshing.map(\.items) == [[Self.entry(1), Self.entry(2), Self.entry(3)]])
    #expect(refreshing.map(\.source) == [.network])
    #expect(!harness.entries.contains { $0.contains(Self.entry(9)) })
    #expect(harness.repository.page.calls.map(\.page) == [0, 1, 0])
    #expect(harness.shown?.items == [Self.entry(1), Self.entry(2)])
    #expect(harness.shown?.source == .network)
  }

  @Test func test_whenTheServerFailsAfterACopy_thenTheCopyStaysAndTheAlertFiresOnce() {
    // given: a copy, and a server that answers 500
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1, 2], 0, hasNext: true), for: PageRequest(query: 1))
    harness.answer([:])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.start()
    // then
    #expect(harness.shown?.items == [Self.entry(1), Self.entry(2)])
    #expect(harness.shown?.source == .cache)
    #expect(harness.shown?.lastError == .network(.server(HTTPFailure(status: 500))))
    #expect(harness.failures.elements == [.server(HTTPFailure(status: 500))])
    #expect(harness.failures.events.map(\.time) == [110])
    #expect(harness.closed.events.isEmpty)
    #expect(harness.timeline.map(\.state.isLoading) == [false, true, true, false])
  }

  @Test func test_whenTheSeasonClosedAfterACopy_thenOnlyTheFeaturesOutputFiresOnceAndTheCopyStays()
  {
    // given
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    harness.repository.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, failingWith: LeaderboardError.closed(reason: "season 1 ended"))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.start()
    // then: the feature's own error, untouched, once; never the generic alert
    #expect(harness.closed.elements == [.closed(reason: "season 1 ended")])
    #expect(harness.failures.events.isEmpty)
    #expect(harness.shown?.items == [Self.entry(1)])
    #expect(harness.shown?.source == .cache)
    #expect(harness.shown?.lastError == .domain(.closed(reason: "season 1 ended")))
  }

  @Test func test_whenMoreIsLoadedAfterTheCopysAnswerFailed_thenTheNextPageGoesOnFromTheCopy() {
    // given: season 1's first page only as a copy (its answer fails), its second page answers
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1, 2], 0, hasNext: true), for: PageRequest(query: 1))
    harness.answer([PageRequest(query: 1, page: 1): Self.page([3], 1, hasNext: false)])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.start()
    // then: page 1 appended to the copy
    #expect(
      harness.repository.page.calls == [
        PageRequest(query: 1, page: 0), PageRequest(query: 1, page: 1),
      ])
    #expect(harness.shown?.items == [Self.entry(1), Self.entry(2), Self.entry(3)])
    #expect(harness.shown?.hasMore == false)
    #expect(harness.failures.elements.count == 1)
  }

  @Test func test_whenANextPagesCopyIsReplacedByItsAnswer_thenTheSourceGoesBackToNetwork() {
    // given: page 0 answers, page 1 has a copy and an answer
    let harness = Harness()
    harness.repository.storeCopy(
      Self.page([8], 1, hasNext: false), for: PageRequest(query: 1, page: 1))
    harness.answer([
      PageRequest(query: 1, page: 0): Self.page([1], 0, hasNext: true),
      PageRequest(query: 1, page: 1): Self.page([2], 1, hasNext: false),
    ])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.start()
    // then: the copy of page 1 appended at 200, its answer in its place at 210
    let sources = harness.timeline.compactMap { entry in entry.state.source.map { (entry.time, $0) }
    }
    #expect(sources.map(\.1) == [.network, .network, .cache, .network])
    #expect(sources.map(\.0) == [110, 200, 200, 210])
    #expect(
      harness.entries == [
        [], [Self.entry(1)], [Self.entry(1), Self.entry(8)], [Self.entry(1), Self.entry(2)],
      ])
  }

  @Test func test_whenAnotherSeasonIsLoadedOverACopy_thenItsOwnCopyReplacesTheList() {
    // given: season 1 shown from a copy only (its answer fails); season 2 has a copy and never
    // answers
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    harness.repository.storeCopy(Self.page([5], 0, hasNext: true), for: PageRequest(query: 2))
    harness.repository.page.answer { [scheduler = harness.scheduler] request in
      request.query == 1
        ? scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
        : .never()
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.load.accept(2) }
    harness.scheduler.start()
    // then: season 2's copy at once, as season 2's, while still loading
    #expect(harness.entries == [[], [Self.entry(1)], [Self.entry(5)]])
    #expect(harness.shown?.query == 2)
    #expect(harness.shown?.source == .cache)
    #expect(harness.shown?.isLoading == true)
    #expect(harness.shown?.lastError == nil)
    #expect(harness.timeline.last?.time == 200)
  }
}

extension LeaderboardHarness where Repository == ScriptedCachedLeaderboardRepository {
  convenience init() {
    self.init(repository: ScriptedCachedLeaderboardRepository()) {
      LoadLeaderboardUseCase(cachedRepository: $0)
    }
  }

  /// Answers every request with `answers[request]` after 10 ticks (a 500 when it has none).
  func answer(_ answers: [PageRequest<Int>: Page<LeaderboardEntry>]) {
    repository.page.answer { [scheduler] request in
      guard let page = answers[request] else {
        return scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
      }
      return scheduler.single(after: 10, .success(page))
    }
  }
}
