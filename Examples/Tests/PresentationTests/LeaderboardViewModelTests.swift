import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation
import Testing

/// The leaderboard's ViewModel in virtual time, over a scripted network repository from the
/// library's test support: each failure reaches exactly one output once, the intents survive
/// it, pages accumulate without duplicates, and the state is one value.
@Suite struct LeaderboardViewModelTests {
  typealias Harness = LeaderboardHarness<ScriptedLeaderboardRepository>

  private static func entry(_ id: Int) -> LeaderboardEntry {
    LeaderboardEntry(id: id, nickname: "player-\(id)", rating: 2000 - id, rank: id)
  }

  private static func page(_ ids: [Int], _ number: Int, hasNext: Bool) -> Page<LeaderboardEntry> {
    Page(items: ids.map { entry($0) }, page: number, hasNext: hasNext)
  }

  // MARK: - Errors: exactly one output, exactly once

  @Test func test_whenTheSeasonIsClosed_thenOnlyTheFeaturesOutputFiresOnceWithTheError() {
    // given: a 423 read by the endpoint as the feature's own error
    let harness = Harness()
    let closed = LeaderboardError.closed(reason: "season 3 ended")
    harness.repository.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 5, failingWith: RequestFailure<LeaderboardError>.domain(closed))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(3) }
    harness.scheduler.start()
    // then: the error itself on the feature's output at 105, never the generic alert
    #expect(harness.closed.events.map(\.time) == [105])
    #expect(harness.closed.elements == [closed])
    #expect(harness.failures.events.isEmpty)
    #expect(harness.timeline.map(\.state.isLoading) == [false, true, false])
    #expect(harness.shown?.lastError == .domain(closed))
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
    #expect(harness.shown?.lastError == .network(error))
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
    #expect(harness.shown?.items == [Self.entry(1), Self.entry(2)])
    #expect(harness.shown?.lastError == nil)
    #expect(harness.repository.page.calls.count == 2)
  }

  @Test func test_whenRetriedAfterAFailedNextPage_thenThatPageIsAskedForAgainAndAppended() {
    // given: page 1 fails once with a 503, then answers
    let harness = Harness()
    var page1 = [
      harness.scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 503)))),
      harness.scheduler.single(after: 10, .success(Self.page([2], 1, hasNext: false))),
    ]
    harness.repository.page.answer { [scheduler = harness.scheduler] request in
      request.page == 0
        ? scheduler.single(after: 10, .success(Self.page([1], 0, hasNext: true)))
        : page1.removeFirst()
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.scheduleAt(300) { harness.retry.accept(()) }
    harness.scheduler.start()
    // then: page 1 twice, appended to page 0 once it answered; one alert
    #expect(harness.repository.page.calls.map(\.page) == [0, 1, 1])
    #expect(harness.entries == [[], [Self.entry(1)], [Self.entry(1), Self.entry(2)]])
    #expect(harness.failures.elements.map(\.status) == [503])
  }

  @Test func test_whenTheSeasonIsClosed_thenNextPageAndAnotherSeasonStillWork() {
    // given: season 3 is closed, season 4 answers
    let harness = Harness()
    harness.repository.page.answer { [scheduler = harness.scheduler] request in
      request.query == 3
        ? scheduler.single(after: 5, failingWith: LeaderboardError.closed(reason: nil))
        : scheduler.single(after: 5, .success(Self.page([7], 0, hasNext: false)))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(3) }
    harness.scheduler.scheduleAt(150) { harness.nextPage.accept(()) }
    harness.scheduler.scheduleAt(200) { harness.load.accept(4) }
    harness.scheduler.start()
    // then: one closed event, no request for a page that does not exist, season 4 shown
    #expect(harness.closed.elements == [.closed(reason: nil)])
    #expect(harness.repository.page.calls == [PageRequest(query: 3), PageRequest(query: 4)])
    #expect(harness.shown?.query == 4)
    #expect(harness.shown?.items == [Self.entry(7)])
    #expect(harness.failures.events.isEmpty)
  }

  // MARK: - One value: loading never goes down without its page

  @Test func test_whenAPageArrives_thenLoadingGoesDownInTheStateThatHoldsIt() {
    // given
    let harness = Harness()
    harness.answer([PageRequest(query: 1): Self.page([1], 0, hasNext: true)])
    // when
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.start()
    // then: nothing, loading, then the page with loading down — one state, never two
    #expect(harness.timeline.map(\.time) == [0, 100, 110])
    #expect(harness.timeline.map(\.state.isLoading) == [false, true, false])
    #expect(harness.timeline.map(\.state.items) == [[], [], [Self.entry(1)]])
    #expect(harness.timeline.map(\.state.source) == [nil, nil, .network])
  }

  // MARK: - Paging

  @Test func test_whenMoreIsLoaded_thenPagesAccumulateWithoutDuplicatesUntilTheLast() {
    // given: the list shifted between pages, so page 1 repeats entry 2
    let harness = Harness()
    harness.answer([
      PageRequest(query: 1, page: 0): Self.page([1, 2], 0, hasNext: true),
      PageRequest(query: 1, page: 1): Self.page([2, 3], 1, hasNext: false),
    ])
    // when: load, next page twice (the last finds no next page)
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.scheduleAt(300) { harness.nextPage.accept(()) }
    harness.scheduler.start()
    // then
    #expect(harness.shown?.items == [Self.entry(1), Self.entry(2), Self.entry(3)])
    #expect(harness.shown?.hasMore == false)
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
    // when: two next pages during page 1's flight
    harness.scheduler.scheduleAt(100) { harness.load.accept(1) }
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.scheduleAt(210) { harness.nextPage.accept(()) }
    harness.scheduler.start()
    // then
    #expect(harness.repository.page.calls.map(\.page) == [0, 1])
    #expect(harness.shown?.items == [Self.entry(1), Self.entry(2)])
  }

  @Test func test_whenAnotherSeasonIsLoaded_thenTheShownSeasonStaysUntilTheNewFirstPageArrives() {
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
    // then: while season 2 loads, season 1 stays shown as season 1's; season 2 replaces it
    let loadingSeason2 = harness.timeline.first { $0.time == 200 }?.state
    #expect(loadingSeason2?.isLoading == true)
    #expect(loadingSeason2?.query == 1)
    #expect(loadingSeason2?.items == [Self.entry(1), Self.entry(2)])
    #expect(harness.entries == [[], [Self.entry(1), Self.entry(2)], [Self.entry(5)]])
    #expect(harness.shown?.query == 2)
    #expect(harness.shown?.hasMore == false)
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
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.scheduleAt(300) { harness.load.accept(1) }
    harness.scheduler.start()
    // then: kept on screen while reloading, then replaced by page 0
    #expect(
      harness.timeline.first { $0.time == 300 }?.state.items == [Self.entry(1), Self.entry(2)])
    #expect(harness.shown?.items == [Self.entry(1)])
    #expect(harness.shown?.hasMore == true)
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
    #expect(harness.entries == [[], [Self.entry(9)]])
    #expect(harness.timeline.last?.time == 130)
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
    harness.scheduler.scheduleAt(200) { harness.nextPage.accept(()) }
    harness.scheduler.scheduleAt(250) { harness.load.accept(2) }
    harness.scheduler.start()
    // then: at 300 season 1's page 1 would have arrived; only season 2 is shown
    #expect(harness.shown?.items == [Self.entry(9)])
    #expect(!harness.entries.contains { $0.contains(Self.entry(2)) })
    #expect(harness.shown?.isLoading == false)
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
