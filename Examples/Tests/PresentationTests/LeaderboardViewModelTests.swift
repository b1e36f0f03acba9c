import CleanDomain
import CleanDomainTesting
import CleanPresentationTesting
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
  typealias Screen = PagedListRecorder<Int, LeaderboardEntry, LeaderboardError>

  /// The leaderboard screen over a scripted network-only repository, recorded in virtual time.
  private static func screen() -> (ScriptedLeaderboardRepository, Screen) {
    let repository = ScriptedLeaderboardRepository()
    let useCase = LoadLeaderboardUseCase(repository: repository)
    return (repository, Screen(LeaderboardViewModel(useCase: useCase)))
  }

  private static func entry(_ id: Int) -> LeaderboardEntry {
    LeaderboardEntry(id: id, nickname: "player-\(id)", rating: 2000 - id, rank: id)
  }

  private static func page(_ ids: [Int], _ number: Int, hasNext: Bool) -> Page<LeaderboardEntry> {
    Page(items: ids.map { entry($0) }, page: number, hasNext: hasNext)
  }

  // MARK: - Errors: exactly one output, exactly once

  @Test func test_whenTheSeasonIsClosed_thenOnlyTheFeaturesOutputFiresOnceWithTheError() {
    // given: a 423 read by the endpoint as the feature's own error
    let (repository, screen) = Self.screen()
    let closed = LeaderboardError.closed(reason: "season 3 ended")
    repository.page.answer { [scheduler = screen.scheduler] _ in
      scheduler.single(after: 5, failingWith: RequestFailure<LeaderboardError>.domain(closed))
    }
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(3) }
    screen.scheduler.start()
    // then: the error itself on the feature's output at 105, never the generic alert
    #expect(screen.featureErrors.events.map(\.time) == [105])
    #expect(screen.featureErrors.elements == [closed])
    #expect(screen.networkErrors.events.isEmpty)
    #expect(screen.timeline.map(\.state.isLoading) == [false, true, false])
    #expect(screen.shown?.lastError == .domain(closed))
  }

  @Test(arguments: Fixtures.everyAPIError.filter { !$0.isCancellation })
  func test_whenAnyLibraryFailureArrives_thenOnlyTheAlertFiresOnce(error: APIError) {
    // given: 500s, transport failures, decoding … as the stack classifies them
    let (repository, screen) = Self.screen()
    repository.page.answer { [scheduler = screen.scheduler] _ in
      scheduler.single(after: 5, failingWith: RequestFailure<LeaderboardError>.network(error))
    }
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.start()
    // then
    #expect(screen.networkErrors.elements == [error])
    #expect(screen.featureErrors.events.isEmpty)
    #expect(screen.shown?.lastError == .network(error))
  }

  @Test func test_whenALoadFailed_thenTheNextLoadStillRunsAndShowsItsPage() {
    // given: the first load answers 500, the second a page
    let (repository, screen) = Self.screen()
    var answers = [
      screen.scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500)))),
      screen.scheduler.single(after: 10, .success(Self.page([1, 2], 0, hasNext: false))),
    ]
    repository.page.answer { _ in answers.removeFirst() }
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.load.accept(1) }
    screen.scheduler.start()
    // then
    #expect(screen.networkErrors.elements == [.server(HTTPFailure(status: 500))])
    #expect(screen.shown?.items == [Self.entry(1), Self.entry(2)])
    #expect(screen.shown?.lastError == nil)
    #expect(repository.page.calls.count == 2)
  }

  @Test func test_whenRetriedAfterAFailedNextPage_thenThatPageIsAskedForAgainAndAppended() {
    // given: page 1 fails once with a 503, then answers
    let (repository, screen) = Self.screen()
    var page1 = [
      screen.scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 503)))),
      screen.scheduler.single(after: 10, .success(Self.page([2], 1, hasNext: false))),
    ]
    repository.page.answer { [scheduler = screen.scheduler] request in
      request.page == 0
        ? scheduler.single(after: 10, .success(Self.page([1], 0, hasNext: true)))
        : page1.removeFirst()
    }
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.scheduleAt(300) { screen.retry.accept(()) }
    screen.scheduler.start()
    // then: page 1 twice, appended to page 0 once it answered; one alert
    #expect(repository.page.calls.map(\.page) == [0, 1, 1])
    #expect(screen.shownItems == [[], [Self.entry(1)], [Self.entry(1), Self.entry(2)]])
    #expect(screen.networkErrors.elements.map(\.status) == [503])
  }

  @Test func test_whenTheSeasonIsClosed_thenNextPageAndAnotherSeasonStillWork() {
    // given: season 3 is closed, season 4 answers
    let (repository, screen) = Self.screen()
    repository.page.answer { [scheduler = screen.scheduler] request in
      request.query == 3
        ? scheduler.single(after: 5, failingWith: LeaderboardError.closed(reason: nil))
        : scheduler.single(after: 5, .success(Self.page([7], 0, hasNext: false)))
    }
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(3) }
    screen.scheduler.scheduleAt(150) { screen.nextPage.accept(()) }
    screen.scheduler.scheduleAt(200) { screen.load.accept(4) }
    screen.scheduler.start()
    // then: one closed event, no request for a page that does not exist, season 4 shown
    #expect(screen.featureErrors.elements == [.closed(reason: nil)])
    #expect(repository.page.calls == [PageRequest(query: 3), PageRequest(query: 4)])
    #expect(screen.shown?.query == 4)
    #expect(screen.shown?.items == [Self.entry(7)])
    #expect(screen.networkErrors.events.isEmpty)
  }

  // MARK: - One value: loading never goes down without its page

  @Test func test_whenAPageArrives_thenLoadingGoesDownInTheStateThatHoldsIt() {
    // given
    let (repository, screen) = Self.screen()
    repository.answer(
      on: screen.scheduler, [PageRequest(query: 1): Self.page([1], 0, hasNext: true)])
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.start()
    // then: nothing, loading, then the page with loading down — one state, never two
    #expect(screen.timeline.map(\.time) == [0, 100, 110])
    #expect(screen.timeline.map(\.state.isLoading) == [false, true, false])
    #expect(screen.timeline.map(\.state.items) == [[], [], [Self.entry(1)]])
    #expect(screen.timeline.map(\.state.source) == [nil, nil, .network])
  }

  // MARK: - Paging

  @Test func test_whenMoreIsLoaded_thenPagesAccumulateWithoutDuplicatesUntilTheLast() {
    // given: the list shifted between pages, so page 1 repeats entry 2
    let (repository, screen) = Self.screen()
    repository.answer(
      on: screen.scheduler,
      [
        PageRequest(query: 1, page: 0): Self.page([1, 2], 0, hasNext: true),
        PageRequest(query: 1, page: 1): Self.page([2, 3], 1, hasNext: false),
      ])
    // when: load, next page twice (the last finds no next page)
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.scheduleAt(300) { screen.nextPage.accept(()) }
    screen.scheduler.start()
    // then
    #expect(screen.shown?.items == [Self.entry(1), Self.entry(2), Self.entry(3)])
    #expect(screen.shown?.hasMore == false)
    #expect(
      repository.page.calls == [
        PageRequest(query: 1, page: 0), PageRequest(query: 1, page: 1),
      ])
  }

  @Test func test_whenMoreIsAskedWhileAPageIsInFlight_thenNoSecondRequestIsSent() {
    // given
    let (repository, screen) = Self.screen()
    repository.answer(
      on: screen.scheduler,
      after: 50,
      [
        PageRequest(query: 1, page: 0): Self.page([1], 0, hasNext: true),
        PageRequest(query: 1, page: 1): Self.page([2], 1, hasNext: true),
      ])
    // when: two next pages during page 1's flight
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.scheduleAt(210) { screen.nextPage.accept(()) }
    screen.scheduler.start()
    // then
    #expect(repository.page.calls.map(\.page) == [0, 1])
    #expect(screen.shown?.items == [Self.entry(1), Self.entry(2)])
  }

  @Test func test_whenAnotherSeasonIsLoaded_thenTheShownSeasonStaysUntilTheNewFirstPageArrives() {
    // given: season 1 shown
    let (repository, screen) = Self.screen()
    repository.answer(
      on: screen.scheduler,
      [
        PageRequest(query: 1): Self.page([1, 2], 0, hasNext: true),
        PageRequest(query: 2): Self.page([5], 0, hasNext: false),
      ])
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.load.accept(2) }
    screen.scheduler.start()
    // then: while season 2 loads, season 1 stays shown as season 1's; season 2 replaces it
    let loadingSeason2 = screen.timeline.first { $0.time == 200 }?.state
    #expect(loadingSeason2?.isLoading == true)
    #expect(loadingSeason2?.query == 1)
    #expect(loadingSeason2?.items == [Self.entry(1), Self.entry(2)])
    #expect(screen.shownItems == [[], [Self.entry(1), Self.entry(2)], [Self.entry(5)]])
    #expect(screen.shown?.query == 2)
    #expect(screen.shown?.hasMore == false)
  }

  @Test func test_whenTheSameSeasonIsReloaded_thenItsFirstPageReplacesTheEntries() {
    // given: season 1 with two pages shown
    let (repository, screen) = Self.screen()
    repository.answer(
      on: screen.scheduler,
      [
        PageRequest(query: 1, page: 0): Self.page([1], 0, hasNext: true),
        PageRequest(query: 1, page: 1): Self.page([2], 1, hasNext: false),
      ])
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.scheduleAt(300) { screen.load.accept(1) }
    screen.scheduler.start()
    // then: kept on screen while reloading, then replaced by page 0
    #expect(
      screen.timeline.first { $0.time == 300 }?.state.items == [Self.entry(1), Self.entry(2)])
    #expect(screen.shown?.items == [Self.entry(1)])
    #expect(screen.shown?.hasMore == true)
  }

  @Test func test_whenAnOldSeasonsFirstPageArrivesAfterTheNewOnes_thenItIsIgnored() {
    // given: season 1's first page is slow, season 2's quick
    let (repository, screen) = Self.screen()
    repository.page.answer { [scheduler = screen.scheduler] request in
      request.query == 1
        ? scheduler.single(after: 100, .success(Self.page([1], 0, hasNext: true)))
        : scheduler.single(after: 10, .success(Self.page([9], 0, hasNext: false)))
    }
    // when: season 2 is picked before season 1 answered (it would at 200)
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(120) { screen.load.accept(2) }
    screen.scheduler.start()
    // then
    #expect(screen.shownItems == [[], [Self.entry(9)]])
    #expect(screen.timeline.last?.time == 130)
  }

  @Test func test_whenAnOldSeasonsPageArrivesLate_thenItIsIgnored() {
    // given: season 1 answers slowly (page 0 and its next page), season 2 quickly
    let (repository, screen) = Self.screen()
    repository.page.answer { [scheduler = screen.scheduler] request in
      switch (request.query, request.page) {
      case (1, 0): scheduler.single(after: 10, .success(Self.page([1], 0, hasNext: true)))
      case (1, _): scheduler.single(after: 100, .success(Self.page([2], 1, hasNext: false)))
      default: scheduler.single(after: 10, .success(Self.page([9], 0, hasNext: false)))
      }
    }
    // when: season 2 is picked while season 1's next page is in flight
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.scheduleAt(250) { screen.load.accept(2) }
    screen.scheduler.start()
    // then: at 300 season 1's page 1 would have arrived; only season 2 is shown
    #expect(screen.shown?.items == [Self.entry(9)])
    #expect(!screen.shownItems.contains { $0.contains(Self.entry(2)) })
    #expect(screen.shown?.isLoading == false)
  }
}

/// A `LeaderboardRepository` made of the library's scripted `Stub`.
final class ScriptedLeaderboardRepository: LeaderboardRepository {
  let page = Stub<PageRequest<Int>, Page<LeaderboardEntry>>()

  func entries(
    _ request: PageRequest<Int>
  ) -> TypedRequest<Page<LeaderboardEntry>, LeaderboardError> {
    TypedRequest(classifying: page(request))
  }
}

extension ScriptedLeaderboardRepository {
  /// Answers every request with `pages[request]` after `delay` ticks of `scheduler` (a 404 when
  /// it has none).
  func answer(
    on scheduler: TestScheduler, after delay: Int = 10,
    _ pages: [PageRequest<Int>: Page<LeaderboardEntry>]
  ) {
    page.answer { request in
      guard let page = pages[request] else {
        return scheduler.single(after: delay, .failure(.notFound(HTTPFailure(status: 404))))
      }
      return scheduler.single(after: delay, .success(page))
    }
  }
}
