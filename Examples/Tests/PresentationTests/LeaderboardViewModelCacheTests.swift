import CleanDomain
import CleanDomainTesting
import CleanPresentationTesting
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
  typealias Screen = PagedListRecorder<Int, LeaderboardEntry, LeaderboardError>

  /// The leaderboard screen over a scripted cache-then-network read, recorded in virtual time.
  private static func screen() -> (ScriptedCachedLeaderboard, Screen) {
    let repository = ScriptedCachedLeaderboard()
    let useCase = LoadLeaderboardUseCase(read: { repository.entries($0) })
    return (repository, Screen(LeaderboardViewModel(useCase: useCase)))
  }

  private static func entry(_ id: Int) -> LeaderboardEntry {
    LeaderboardEntry(id: id, nickname: "player-\(id)", rating: 2000 - id, rank: id)
  }

  private static func page(_ ids: [Int], _ number: Int, hasNext: Bool) -> Page<LeaderboardEntry> {
    Page(items: ids.map { entry($0) }, page: number, hasNext: hasNext)
  }

  @Test func test_whenACopyIsStored_thenItShowsAtOnceWhileLoadingAndTheAnswerReplacesIt() {
    // given: an older copy of season 1's first page
    let (repository, screen) = Self.screen()
    repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    repository.answer(
      on: screen.scheduler, [PageRequest(query: 1): Self.page([2, 1], 0, hasNext: false)])
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.start()
    // then: the copy at the load's tick with loading up, the answer with loading down
    let copy = screen.timeline.last { $0.time == 100 }?.state
    #expect(copy?.items == [Self.entry(1)])
    #expect(copy?.source == .cache)
    #expect(copy?.isLoading == true)
    #expect(screen.timeline.last?.time == 110)
    #expect(screen.shown?.items == [Self.entry(2), Self.entry(1)])
    #expect(screen.shown?.source == .network)
    #expect(screen.shown?.isLoading == false)
    #expect(screen.shownItems == [[], [Self.entry(1)], [Self.entry(2), Self.entry(1)]])
    #expect(screen.networkErrors.events.isEmpty)
  }

  @Test func test_whenRefreshedOverAnsweredPages_thenTheCopyNeverCoversTheServersAnswer() {
    // given: season 1's two pages answered by the server, and an older copy of page 0
    let (repository, screen) = Self.screen()
    repository.answer(
      on: screen.scheduler,
      [
        PageRequest(query: 1, page: 0): Self.page([1, 2], 0, hasNext: true),
        PageRequest(query: 1, page: 1): Self.page([3], 1, hasNext: false),
      ])
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.scheduleAt(250) {
      repository.storeCopy(Self.page([9], 0, hasNext: true), for: PageRequest(query: 1))
    }
    // when: a pull to refresh
    screen.scheduler.scheduleAt(300) { screen.refresh.accept(()) }
    screen.scheduler.start()
    // then: the answered pages stay while refreshing, the copy is never shown, page 0's answer
    // replaces them
    let refreshing = screen.timeline.filter { $0.time == 300 }.map(\.state)
    #expect(refreshing.map(\.items) == [[Self.entry(1), Self.entry(2), Self.entry(3)]])
    #expect(refreshing.map(\.source) == [.network])
    #expect(!screen.shownItems.contains { $0.contains(Self.entry(9)) })
    #expect(repository.page.calls.map(\.page) == [0, 1, 0])
    #expect(screen.shown?.items == [Self.entry(1), Self.entry(2)])
    #expect(screen.shown?.source == .network)
  }

  @Test func test_whenTheServerFailsAfterACopy_thenTheCopyStaysAndTheAlertFiresOnce() {
    // given: a copy, and a server that answers 500
    let (repository, screen) = Self.screen()
    repository.storeCopy(Self.page([1, 2], 0, hasNext: true), for: PageRequest(query: 1))
    repository.answer(on: screen.scheduler, [:])
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.start()
    // then
    #expect(screen.shown?.items == [Self.entry(1), Self.entry(2)])
    #expect(screen.shown?.source == .cache)
    #expect(screen.shown?.lastError == .network(.server(HTTPFailure(status: 500))))
    #expect(screen.networkErrors.elements == [.server(HTTPFailure(status: 500))])
    #expect(screen.networkErrors.events.map(\.time) == [110])
    #expect(screen.featureErrors.events.isEmpty)
    #expect(screen.timeline.map(\.state.isLoading) == [false, true, true, false])
  }

  @Test func test_whenTheSeasonClosedAfterACopy_thenOnlyTheFeaturesOutputFiresOnceAndTheCopyStays()
  {
    // given
    let (repository, screen) = Self.screen()
    repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    repository.page.answer { [scheduler = screen.scheduler] _ in
      scheduler.single(after: 10, failingWith: LeaderboardError.closed(reason: "season 1 ended"))
    }
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.start()
    // then: the feature's own error, untouched, once; never the generic alert
    #expect(screen.featureErrors.elements == [.closed(reason: "season 1 ended")])
    #expect(screen.networkErrors.events.isEmpty)
    #expect(screen.shown?.items == [Self.entry(1)])
    #expect(screen.shown?.source == .cache)
    #expect(screen.shown?.lastError == .domain(.closed(reason: "season 1 ended")))
  }

  @Test func test_whenMoreIsLoadedAfterTheCopysAnswerFailed_thenTheNextPageGoesOnFromTheCopy() {
    // given: season 1's first page only as a copy (its answer fails), its second page answers
    let (repository, screen) = Self.screen()
    repository.storeCopy(Self.page([1, 2], 0, hasNext: true), for: PageRequest(query: 1))
    repository.answer(
      on: screen.scheduler, [PageRequest(query: 1, page: 1): Self.page([3], 1, hasNext: false)])
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.start()
    // then: page 1 appended to the copy
    #expect(
      repository.page.calls == [
        PageRequest(query: 1, page: 0), PageRequest(query: 1, page: 1),
      ])
    #expect(screen.shown?.items == [Self.entry(1), Self.entry(2), Self.entry(3)])
    #expect(screen.shown?.hasMore == false)
    #expect(screen.networkErrors.elements.count == 1)
  }

  @Test func test_whenANextPagesCopyIsReplacedByItsAnswer_thenTheSourceGoesBackToNetwork() {
    // given: page 0 answers, page 1 has a copy and an answer
    let (repository, screen) = Self.screen()
    repository.storeCopy(
      Self.page([8], 1, hasNext: false), for: PageRequest(query: 1, page: 1))
    repository.answer(
      on: screen.scheduler,
      [
        PageRequest(query: 1, page: 0): Self.page([1], 0, hasNext: true),
        PageRequest(query: 1, page: 1): Self.page([2], 1, hasNext: false),
      ])
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.nextPage.accept(()) }
    screen.scheduler.start()
    // then: the copy of page 1 appended at 200, its answer in its place at 210
    let sources = screen.timeline.compactMap { entry in entry.state.source.map { (entry.time, $0) }
    }
    #expect(sources.map(\.1) == [.network, .network, .cache, .network])
    #expect(sources.map(\.0) == [110, 200, 200, 210])
    #expect(
      screen.shownItems == [
        [], [Self.entry(1)], [Self.entry(1), Self.entry(8)], [Self.entry(1), Self.entry(2)],
      ])
  }

  @Test func test_whenAnotherSeasonIsLoadedOverACopy_thenItsOwnCopyReplacesTheList() {
    // given: season 1 shown from a copy only (its answer fails); season 2 has a copy and never
    // answers
    let (repository, screen) = Self.screen()
    repository.storeCopy(Self.page([1], 0, hasNext: false), for: PageRequest(query: 1))
    repository.storeCopy(Self.page([5], 0, hasNext: true), for: PageRequest(query: 2))
    repository.page.answer { [scheduler = screen.scheduler] request in
      request.query == 1
        ? scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
        : .never()
    }
    // when
    screen.scheduler.scheduleAt(100) { screen.load.accept(1) }
    screen.scheduler.scheduleAt(200) { screen.load.accept(2) }
    screen.scheduler.start()
    // then: season 2's copy at once, as season 2's, while still loading
    #expect(screen.shownItems == [[], [Self.entry(1)], [Self.entry(5)]])
    #expect(screen.shown?.query == 2)
    #expect(screen.shown?.source == .cache)
    #expect(screen.shown?.isLoading == true)
    #expect(screen.shown?.lastError == nil)
    #expect(screen.timeline.last?.time == 200)
  }
}

extension ScriptedCachedLeaderboard {
  /// Answers every request with `answers[request]` after 10 ticks of `scheduler` (a 500 when it
  /// has none).
  func answer(on scheduler: TestScheduler, _ answers: [PageRequest<Int>: Page<LeaderboardEntry>]) {
    page.answer { request in
      guard let page = answers[request] else {
        return scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
      }
      return scheduler.single(after: 10, .success(page))
    }
  }
}
