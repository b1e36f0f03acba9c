import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// The search and player screens over a cache-then-network use case: the stored copy at once,
/// the server's answer in its place, a failure that keeps the copy and fires once.

private let dave = User(id: 4, nickname: "dave", rating: 1300)
private let storedPage0 = Page<User>(items: [Fixtures.alice], page: 0, hasNext: true)
private let freshPage0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let storedPage1 = Page<User>(items: [Fixtures.carol], page: 1, hasNext: true)
private let freshPage1 = Page<User>(items: [Fixtures.carol, dave], page: 1, hasNext: false)

@Test func test_whenAStoredPageExists_thenItIsShownAtOnceAndTheAnswerReplacesIt() {
  // given: a stored copy of page 0; the server answers after 20
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.storedCopy { _ in storedPage0 }
  harness.useCase.answer { _ in scheduler.single(after: 20, .success(freshPage0)) }
  // when
  harness.searchFor("al", at: 100)
  scheduler.start()
  // then: the copy while loading, then the answer after loading went down
  #expect(
    harness.results.events == [
      .next(100, PlayerSearchResults(query: "al", items: [Fixtures.alice], page: 0, hasNext: true)),
      .next(
        120,
        PlayerSearchResults(
          query: "al", items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)),
    ])
  #expect(harness.sources.elements == [.cache, .network])
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(120, false)])
  #expect(harness.searchError.events.isEmpty)
}

@Test func test_whenTheAnswerToAStoredNextPageArrives_thenItReplacesThatPageNotAppendsIt() {
  // given: page 0 from the server; page 1 has a stored copy that the server's answer changes
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.storedCopy { request in request.page == 1 ? storedPage1 : nil }
  harness.useCase.answer { request in
    scheduler.single(after: 10, .success(request.page == 0 ? freshPage0 : freshPage1))
  }
  // when
  harness.searchFor("al", at: 100)
  harness.at(200) { harness.loadMore.accept(()) }
  scheduler.start()
  // then: page 1's copy is appended at once, then the answer stands in its place
  #expect(
    harness.results.elements.map(\.items) == [
      [Fixtures.alice, Fixtures.bob], [Fixtures.alice, Fixtures.bob, Fixtures.carol],
      [Fixtures.alice, Fixtures.bob, Fixtures.carol, dave],
    ])
  #expect(harness.sources.elements == [.network, .cache, .network])
  #expect(harness.results.elements.last?.hasNext == false)
  #expect(harness.hasMore.elements == [false, true, false])
}

@Test func test_whenTheServerFailsAfterAStoredCopy_thenTheCopyStaysAndTheFailureFiresOnce() {
  // given: a stored copy of page 0, then a timeout
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.storedCopy { request in request.page == 0 ? storedPage0 : nil }
  harness.useCase.answer { _ in
    scheduler.single(after: 10, .failure(.transport(.timedOut(.outcomeUnknown))))
  }
  // when
  harness.searchFor("al", at: 100)
  scheduler.start()
  // then: nothing replaced the copy; one alert; not loading
  #expect(
    harness.results.events == [
      .next(100, PlayerSearchResults(query: "al", items: [Fixtures.alice], page: 0, hasNext: true))
    ])
  #expect(harness.sources.elements == [.cache])
  #expect(harness.searchError.events == [.next(110, .transport(.timedOut(.outcomeUnknown)))])
  #expect(harness.isLoading.elements.last == false)
}

@Test func test_whenLoadMoreFollowsAFailureAfterAStoredCopy_thenItGoesOnFromTheCopy() {
  // given: page 0's answer fails after its stored copy was shown; page 1 then succeeds
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.storedCopy { request in request.page == 0 ? storedPage0 : nil }
  harness.useCase.answer { _ in scheduler.single(after: 10, .failure(.transport(.offline))) }
  // when
  harness.searchFor("al", at: 100)
  harness.at(150) {
    harness.useCase.answer { _ in scheduler.single(after: 10, .success(freshPage1)) }
    harness.loadMore.accept(())
  }
  scheduler.start()
  // then: page 1 of the same query, appended to the copy; the input survived the failure
  #expect(
    harness.useCase.calls == [
      PlayerSearchRequest(query: "al", page: 0), PlayerSearchRequest(query: "al", page: 1),
    ])
  #expect(
    harness.results.elements.last
      == PlayerSearchResults(
        query: "al", items: [Fixtures.alice, Fixtures.carol, dave], page: 1, hasNext: false))
  #expect(harness.sources.elements.last == .network)
}

@Test func test_whenANewQueryStartsWhileAStoredCopyIsShown_thenTheOldAnswerIsNeverShown() {
  // given: "al" has a stored copy and a slow answer; "bo" answers fast with no copy
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  let bo = Page<User>(items: [Fixtures.bob], page: 0, hasNext: false)
  harness.useCase.storedCopy { request in request.query == "al" ? storedPage0 : nil }
  harness.useCase.answer { request in
    request.query == "al"
      ? scheduler.single(after: 50, .success(freshPage0)) : scheduler.single(after: 5, .success(bo))
  }
  // when
  harness.searchFor("al", at: 100)
  harness.searchFor("bo", at: 110)
  scheduler.start()
  // then
  #expect(harness.results.elements.map(\.query) == ["al", "bo"])
  #expect(harness.results.elements.last?.items == [Fixtures.bob])
  #expect(harness.sources.elements == [.cache, .network])
}

@Test func test_whenTheSameQueryIsSearchedAgain_thenItsStoredCopyIsNotShownOverTheAnswers() {
  // given: two pages answered by the server; page 0 also has a (shorter) stored copy
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { request in
    scheduler.single(after: 10, .success(request.page == 0 ? freshPage0 : freshPage1))
  }
  harness.searchFor("al", at: 100)
  harness.at(200) { harness.loadMore.accept(()) }
  harness.at(250) { harness.useCase.storedCopy { _ in storedPage0 } }
  // when: a refresh (page 0 of the same query)
  harness.searchFor("al", at: 300)
  scheduler.start()
  // then: the two answered pages stay until the new page 0 answers; no copy in between
  #expect(harness.sources.elements == [.network, .network, .network])
  #expect(
    harness.results.events.map(\.time) == [110, 210, 310])
  #expect(harness.results.elements.last?.items == [Fixtures.alice, Fixtures.bob])
}

@Test func test_whenAStalePageArrives_thenNothingIsShownForIt() {
  // given: a slow page 1 whose query was replaced before it answered
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.storedCopy { request in request.page == 1 ? storedPage1 : nil }
  harness.useCase.answer { request in
    scheduler.single(after: 10, .success(request.page == 0 ? freshPage0 : freshPage1))
  }
  // when
  harness.searchFor("al", at: 100)
  harness.at(200) { harness.loadMore.accept(()) }
  scheduler.start()
  // then: each shown value changed the list
  let items = harness.results.elements.map(\.items)
  #expect(zip(items, items.dropFirst()).allSatisfy { $0 != $1 })
}

@Test func test_whenAPlayerHasAStoredCopy_thenItShowsFirstButNeverOverTheAnswerOnAReload() {
  // given: a stored copy with an old rating; the first answer succeeds, the reload fails
  let scheduler = TestScheduler()
  let old = User(id: 3, nickname: "carol", rating: 900)
  let useCase = MockPlayerProfileUseCase { _ in scheduler.single(after: 5, .success(Fixtures.carol))
  }
  useCase.storedCopy { _ in old }
  let load = PublishRelay<Void>()
  let viewModel = PlayerViewModel(userId: 3, useCase: useCase)
  let output = SharingScheduler.mock(scheduler) {
    viewModel.transform(input: .init(load: load.asObservable()))
  }
  let user = scheduler.createObserver(Sourced<User>.self)
  let alerts = scheduler.createObserver(APIError.self)
  let loading = scheduler.createObserver(Bool.self)
  let bag = DisposeBag()
  output.user.drive(onNext: user.onNext).disposed(by: bag)
  output.networkError.emit(onNext: alerts.onNext).disposed(by: bag)
  output.isLoading.drive(onNext: loading.onNext).disposed(by: bag)
  // when
  scheduler.scheduleAt(10) { load.accept(()) }
  scheduler.scheduleAt(20) {
    useCase.answer { _ in scheduler.single(after: 5, .failure(.server(HTTPFailure(status: 503)))) }
    load.accept(())
  }
  scheduler.start()
  // then: the copy, the answer; the reload's copy is not shown over the answer, which stays
  // when the reload fails
  #expect(
    user.events == [
      .next(10, Sourced(value: old, source: .cache)),
      .next(15, Sourced(value: Fixtures.carol, source: .network)),
    ])
  #expect(alerts.events == [.next(25, .server(HTTPFailure(status: 503)))])
  #expect(
    loading.events == [
      .next(0, false), .next(10, true), .next(15, false), .next(20, true), .next(25, false),
    ])
}
