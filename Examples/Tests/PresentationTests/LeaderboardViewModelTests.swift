import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation
import Testing

/// The leaderboard's ViewModel in virtual time, over a scripted repository from the library's
/// test support: each failure reaches exactly one output once, the triggers survive it, and
/// pages accumulate by the library's paging rule.
@Suite struct LeaderboardViewModelTests {
  typealias Harness = LeaderboardHarness<ScriptedLeaderboardRepository>

  private static func entry(_ id: Int, rank: Int? = nil) -> LeaderboardEntry {
    LeaderboardEntry(id: id, nickname: "player-\(id)", rating: 2000 - id, rank: rank ?? id)
  }

  private static func page(_ ids: [Int], _ number: Int, hasNext: Bool) -> Page<LeaderboardEntry> {
    Page(items: ids.map { entry($0) }, page: number, hasNext: hasNext)
  }

  // MARK: - Errors: exactly one output, exactly once

  @Test func test_whenTheSeasonIsClosed_thenOnlyClosedFiresOnceWithTheServersMessage() {
    // given: a 423 read by the endpoint as the feature's own error
    let harness = Harness()
    harness.repository.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(
        after: 5,
        failingWith: RequestFailure<LeaderboardError>.domain(.closed(reason: "season 3 ended")))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(3) }
    harness.scheduler.start()
    // then: inline, never the generic alert
    #expect(harness.closed.elements == ["season 3 ended"])
    #expect(harness.failures.events.isEmpty)
    #expect(harness.loading.elements == [false, true, false])
  }

  @Test(arguments: Fixtures.everyAPIError.filter { !$0.isCancellation })
  func test_whenAnyLibraryFailureArrives_thenOnlyTheAlertFiresOnce(error: APIError) {
    // given: 500s, transport failures, decoding … as the stack classifies them
    let harness = Harness()
    harness.repository.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 5, failingWith: RequestFailure<LeaderboardError>.network(error))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.start()
    // then
    #expect(harness.failures.elements == [error])
    #expect(harness.closed.events.isEmpty)
  }

  @Test func test_whenALoadFailed_thenTheNextLoadStillRunsAndShowsItsPage() {
    // given: the first load answers 500, the second a page
    let harness = Harness()
    var answers = [
      harness.scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500)))),
      harness.scheduler.single(after: 10, .success(Self.page([1, 2], 0, hasNext: false))),
    ]
    harness.repository.page.answer { _ in answers.removeFirst() }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.load.accept(1) }
    harness.scheduler.start()
    // then
    #expect(harness.failures.elements == [.server(HTTPFailure(status: 500))])
    #expect(harness.entries.elements.last == [Self.entry(1), Self.entry(2)])
    #expect(harness.repository.page.calls.count == 2)
  }

  @Test func test_whenTheSeasonIsClosed_thenLoadMoreAndAnotherSeasonStillWork() {
    // given: season 3 is closed, season 4 answers
    let harness = Harness()
    harness.repository.page.answer { [scheduler = harness.scheduler] request in
      request.query == 3
        ? scheduler.single(after: 5, failingWith: LeaderboardError.closed(reason: nil))
        : scheduler.single(after: 5, .success(Self.page([7], 0, hasNext: false)))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(3) }
    harness.scheduler.scheduleAt(150) { harness.loadMore.accept(()) }
    harness.scheduler.scheduleAt(200) { harness.load.accept(4) }
    harness.scheduler.start()
    // then: one closed event, no request for a page that does not exist, season 4 shown
    #expect(harness.closed.elements == [nil])
    #expect(harness.repository.page.calls == [PageRequest(query: 3), PageRequest(query: 4)])
    #expect(harness.entries.elements.last == [Self.entry(7)])
    #expect(harness.failures.events.isEmpty)
  }

  // MARK: - Ordering

  @Test func test_whenAPageArrives_thenLoadingHasAlreadyGoneFalse() {
    // given
    let harness = Harness()
    harness.answer([PageRequest(query: 1): Self.page([1], 0, hasNext: true)])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.start()
    // then: the initial empty list before anything loaded, the page after loading went false
    #expect(harness.entries.elements == [[], [Self.entry(1)]])
    #expect(harness.loadingWhenEntriesArrive.elements == [false, false])
    #expect(harness.loading.elements == [false, true, false])
  }

  // MARK: - Paging

  @Test func test_whenMoreIsLoaded_thenPagesAccumulateWithoutDuplicatesUntilTheLast() {
    // given: the list shifted between pages, so page 1 repeats entry 2
    let harness = Harness()
    harness.answer([
      PageRequest(query: 1, page: 0): Self.page([1, 2], 0, hasNext: true),
      PageRequest(query: 1, page: 1): Self.page([2, 3], 1, hasNext: false),
    ])
    // when: load, load more twice (the last finds no next page)
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.loadMore.accept(()) }
    harness.scheduler.scheduleAt(300) { harness.loadMore.accept(()) }
    harness.scheduler.start()
    // then
    #expect(harness.entries.elements.last == [Self.entry(1), Self.entry(2), Self.entry(3)])
    #expect(harness.hasMore.elements == [false, true, false])
    #expect(
      harness.repository.page.calls == [
        PageRequest(query: 1, page: 0), PageRequest(query: 1, page: 1),
      ])
  }

  @Test func test_whenMoreIsAskedWhileAPageIsInFlight_thenNoSecondRequestIsSent() {
    // given
    let harness = Harness()
    harness.answer(
      after: 50,
      [
        PageRequest(query: 1, page: 0): Self.page([1], 0, hasNext: true),
        PageRequest(query: 1, page: 1): Self.page([2], 1, hasNext: true),
      ])
    // when: two load-mores during page 1's flight
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.loadMore.accept(()) }
    harness.scheduler.scheduleAt(210) { harness.loadMore.accept(()) }
    harness.scheduler.start()
    // then
    #expect(harness.repository.page.calls.map(\.page) == [0, 1])
    #expect(harness.entries.elements.last == [Self.entry(1), Self.entry(2)])
  }

  @Test func test_whenAnotherSeasonIsLoaded_thenTheShownEntriesResetAtOnce() {
    // given: season 1 shown
    let harness = Harness()
    harness.answer([
      PageRequest(query: 1): Self.page([1, 2], 0, hasNext: true),
      PageRequest(query: 2): Self.page([5], 0, hasNext: false),
    ])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.load.accept(2) }
    harness.scheduler.start()
    // then: season 1's entries leave before season 2's page arrives
    #expect(harness.entries.events.map(\.time) == [0, 110, 200, 210])
    #expect(
      harness.entries.elements == [[], [Self.entry(1), Self.entry(2)], [], [Self.entry(5)]])
    #expect(harness.hasMore.elements == [false, true, false])
  }

  @Test func test_whenTheSameSeasonIsReloaded_thenItsFirstPageReplacesTheEntries() {
    // given: season 1 with two pages shown
    let harness = Harness()
    harness.answer([
      PageRequest(query: 1, page: 0): Self.page([1], 0, hasNext: true),
      PageRequest(query: 1, page: 1): Self.page([2], 1, hasNext: false),
    ])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.loadMore.accept(()) }
    harness.scheduler.scheduleAt(300) { harness.load.accept(1) }
    harness.scheduler.start()
    // then: kept on screen while reloading, then replaced by page 0
    #expect(harness.entries.elements.last == [Self.entry(1)])
    #expect(harness.hasMore.elements.last == true)
  }

  @Test func test_whenAnOldSeasonsFirstPageArrivesAfterTheNewOnes_thenItIsIgnored() {
    // given: season 1's first page is slow, season 2's quick
    let harness = Harness()
    harness.repository.page.answer { [scheduler = harness.scheduler] request in
      request.query == 1
        ? scheduler.single(after: 100, .success(Self.page([1], 0, hasNext: true)))
        : scheduler.single(after: 10, .success(Self.page([9], 0, hasNext: false)))
    }
    // when: season 2 is picked before season 1 answered (it would at 200)
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(120) { harness.load.accept(2) }
    harness.scheduler.start()
    // then
    #expect(harness.entries.elements == [[], [Self.entry(9)]])
    #expect(harness.hasMore.elements == [false])
  }

  @Test func test_whenAnOldSeasonsPageArrivesLate_thenItIsIgnored() {
    // given: season 1 answers slowly (page 0 and its next page), season 2 quickly
    let harness = Harness()
    harness.repository.page.answer { [scheduler = harness.scheduler] request in
      switch (request.query, request.page) {
      case (1, 0): scheduler.single(after: 10, .success(Self.page([1], 0, hasNext: true)))
      case (1, _): scheduler.single(after: 100, .success(Self.page([2], 1, hasNext: false)))
      default: scheduler.single(after: 10, .success(Self.page([9], 0, hasNext: false)))
      }
    }
    // when: season 2 is picked while season 1's next page is in flight
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.loadMore.accept(()) }
    harness.scheduler.scheduleAt(250) { harness.load.accept(2) }
    harness.scheduler.start()
    // then: at 300 season 1's page 1 would have arrived; only season 2 is shown
    #expect(harness.entries.elements.last == [Self.entry(9)])
    #expect(!harness.entries.elements.contains { $0.contains(Self.entry(2)) })
    #expect(harness.loading.elements.last == false)
  }
}

/// A `LeaderboardRepository` made of the library's scripted `Stub`.
final class ScriptedLeaderboardRepository: LeaderboardRepository {
  let page = Stub<PageRequest<Int>, Page<LeaderboardEntry>>()

  func entries(_ request: PageRequest<Int>) -> Single<Page<LeaderboardEntry>> { page(request) }
}

extension LeaderboardHarness where Repository == ScriptedLeaderboardRepository {
  convenience init() {
    self.init(repository: ScriptedLeaderboardRepository()) {
      LoadLeaderboardUseCase(repository: $0)
    }
  }

  /// Answers every request with `pages[request]` after `delay` ticks.
  func answer(after delay: Int = 10, _ pages: [PageRequest<Int>: Page<LeaderboardEntry>]) {
    repository.page.answer { [scheduler] request in
      guard let page = pages[request] else {
        return scheduler.single(after: delay, .failure(.notFound(HTTPFailure(status: 404))))
      }
      return scheduler.single(after: delay, .success(page))
    }
  }
}
