import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation
import Testing

/// The leaderboard's ViewModel over a cache-then-network read, in virtual time: a stored copy
/// shows at once while loading, the server's answer takes its place, and a failure after a copy
/// keeps it on screen and reaches its one output once.
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
    // then: the copy at the load's tick with loading up, the answer after loading went down
    #expect(harness.entries.events.map(\.time) == [0, 100, 110])
    #expect(harness.entries.elements == [[], [Self.entry(1)], [Self.entry(2), Self.entry(1)]])
    #expect(harness.loadingWhenEntriesArrive.elements == [false, true, false])
    #expect(harness.source.elements == [.network, .cache, .network])
    #expect(harness.source.events.map(\.time) == [0, 100, 110])
    #expect(harness.failures.events.isEmpty)
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
    #expect(harness.entries.elements.last == [Self.entry(1), Self.entry(2)])
    #expect(harness.source.elements.last == .cache)
    #expect(harness.failures.elements == [.server(HTTPFailure(status: 500))])
    #expect(harness.closed.events.isEmpty)
    #expect(harness.loading.elements == [false, true, false])
  }

  @Test func test_whenTheSeasonClosedAfterACopy_thenOnlyClosedFiresOnceAndTheCopyStays() {
    // given
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    harness.repository.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, failingWith: LeaderboardError.closed(reason: "season 1 ended"))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.start()
    // then
    #expect(harness.closed.elements == ["season 1 ended"])
    #expect(harness.failures.events.isEmpty)
    #expect(harness.entries.elements.last == [Self.entry(1)])
  }

  @Test func test_whenMoreIsLoadedAfterTheCopysAnswerFailed_thenTheNextPageGoesOnFromTheCopy() {
    // given: season 1's first page only as a copy (its answer fails), its second page answers
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1, 2], 0, hasNext: true), for: PageRequest(query: 1))
    harness.answer([PageRequest(query: 1, page: 1): Self.page([3], 1, hasNext: false)])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.loadMore.accept(()) }
    harness.scheduler.start()
    // then: page 1 appended to the copy, which is still shown as a copy
    #expect(
      harness.repository.page.calls == [
        PageRequest(query: 1, page: 0), PageRequest(query: 1, page: 1),
      ])
    #expect(harness.entries.elements.last == [Self.entry(1), Self.entry(2), Self.entry(3)])
    #expect(harness.source.elements.last == .cache)
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
    harness.scheduler.scheduleAt(200) { harness.loadMore.accept(()) }
    harness.scheduler.start()
    // then: the copy of page 1 shown at 200, replaced at 210
    #expect(harness.source.elements == [.network, .cache, .network])
    #expect(harness.source.events.map(\.time) == [0, 200, 210])
    #expect(
      harness.entries.elements == [
        [], [Self.entry(1)], [Self.entry(1), Self.entry(8)], [Self.entry(1), Self.entry(2)],
      ])
  }

  @Test func test_whenAnotherSeasonIsLoadedOverACopy_thenTheListResetsAndTheSourceIsNetwork() {
    // given: season 1 shown from a copy only (its answer fails); season 2 never answers
    let harness = Harness()
    harness.repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    harness.repository.page.answer { [scheduler = harness.scheduler] request in
      request.query == 1
        ? scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
        : .never()
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.load.accept(2) }
    harness.scheduler.start()
    // then: season 1's copy leaves at once
    #expect(harness.entries.elements == [[], [Self.entry(1)], []])
    #expect(harness.source.elements == [.network, .cache, .network])
    #expect(harness.source.events.map(\.time) == [0, 100, 200])
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
