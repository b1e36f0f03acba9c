import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

private let page0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let page1 = Page<User>(items: [Fixtures.carol], page: 1, hasNext: false)

@Test func test_whenNothingHappened_thenStateOutputsStartEmpty() {
  // given
  let harness = SearchHarness()
  // when
  harness.scheduler.start()
  // then
  #expect(harness.results.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false)])
  #expect(harness.hasMore.events == [.next(0, false)])
  #expect(harness.searchError.events.isEmpty)
}

@Test func test_whenSearchIsTapped_thenPageZeroOfTheLatestQueryIsShown() {
  // given
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { _ in scheduler.single(after: 20, .success(page0)) }
  // when
  harness.at(10) { harness.query.accept("a") }
  harness.at(11) { harness.query.accept("al") }
  harness.at(100) { harness.search.accept(()) }
  scheduler.start()
  // then
  #expect(harness.useCase.calls == [PlayerSearchRequest(query: "al")])
  let shown = PlayerSearchResults(
    query: "al", items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
  #expect(harness.results.events == [.next(120, shown)])
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(120, false)])
  #expect(harness.hasMore.events == [.next(0, false), .next(120, true)])
}

@Test func test_whenSearchIsTappedBeforeTyping_thenTheEmptyQuerySearchesEveryone() {
  // given
  let harness = SearchHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 1, .success(page0))
  }
  // when
  harness.at(10) { harness.search.accept(()) }
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == [PlayerSearchRequest(query: "")])
}

@Test func test_whenLoadMoreIsTapped_thenTheNextPageIsAppendedAndHasMoreFollows() {
  // given
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { request in
    scheduler.single(after: 10, .success(request.page == 0 ? page0 : page1))
  }
  // when
  harness.searchFor("a", at: 100)
  harness.at(200) { harness.loadMore.accept(()) }
  harness.at(300) { harness.loadMore.accept(()) }
  scheduler.start()
  // then
  #expect(harness.useCase.calls == [.init(query: "a"), .init(query: "a", page: 1)])
  #expect(harness.results.elements.last?.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
  #expect(harness.hasMore.events == [.next(0, false), .next(110, true), .next(210, false)])
}

@Test func test_whenLoadMoreIsTappedDuringARequest_thenItIsIgnored() {
  // given
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { request in
    scheduler.single(after: 50, .success(request.page == 0 ? page0 : page1))
  }
  // when
  harness.searchFor("a", at: 100)
  harness.at(200) { harness.loadMore.accept(()) }
  harness.at(210) { harness.loadMore.accept(()) }
  scheduler.start()
  // then
  #expect(harness.useCase.calls == [.init(query: "a"), .init(query: "a", page: 1)])
}

@Test func test_whenANewQueryIsSearched_thenResultsAreReplaced() {
  // given
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { request in
    scheduler.single(after: 10, .success(request.query == "a" ? page0 : page1))
  }
  // when
  harness.searchFor("a", at: 100)
  harness.searchFor("c", at: 200)
  scheduler.start()
  // then
  #expect(
    harness.results.elements.last
      == PlayerSearchResults(query: "c", items: [Fixtures.carol], page: 0, hasNext: false))
}

@Test func test_whenAnOldResponseArrivesLate_thenItNeverOverwritesTheNewerQuery() {
  // given
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  let slowOld = Page<User>(items: [Fixtures.bob], page: 0, hasNext: false)
  let fastNew = Page<User>(items: [Fixtures.carol], page: 0, hasNext: false)
  harness.useCase.answer { request in
    request.query == "old"
      ? scheduler.single(after: 100, .success(slowOld))
      : scheduler.single(after: 10, .success(fastNew))
  }
  // when
  harness.searchFor("old", at: 100)
  harness.searchFor("new", at: 110)
  scheduler.start()
  // then
  #expect(harness.results.elements.map(\.query) == ["new"])
  #expect(harness.useCase.ledger.delivered.count == 1)
  // Loading stays up across the switch at 110: the new request replaces the old one in the
  // same state change (before `PagedList`, it blinked `false` then `true` at 110, a state that
  // said "not loading" while a request was in flight).
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(120, false)])
}

@Test func test_whenASearchFails_thenTheErrorFiresAndTheTapStillWorks_regression() {
  // given: with the catch outside flatMap, the first error ends the tap stream for good
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { request in
    request.query == "boom"
      ? scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
      : scheduler.single(after: 10, .success(page0))
  }
  // when
  harness.searchFor("boom", at: 100)
  harness.searchFor("al", at: 200)
  scheduler.start()
  // then
  #expect(harness.searchError.events == [.next(110, .server(HTTPFailure(status: 500)))])
  #expect(harness.results.elements.last?.query == "al")
  #expect(harness.isLoading.elements.last == false)
}

@Test func test_whenTheSameErrorHappensTwice_thenSearchErrorFiresTwice() {
  // given
  let harness = SearchHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, .failure(.transport(.timedOut(.outcomeUnknown))))
  }
  // when
  harness.searchFor("a", at: 100)
  harness.searchFor("a", at: 200)
  harness.scheduler.start()
  // then
  #expect(
    harness.searchError.events == [
      .next(110, .transport(.timedOut(.outcomeUnknown))),
      .next(210, .transport(.timedOut(.outcomeUnknown))),
    ])
}

@Test func test_whenSearchFailsWithTransport_thenTheErrorIsNotReportedAsDecoding_regression() {
  // given: a mapError after decoding reports every failure as a decoding error
  let harness = SearchHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, .failure(.transport(.cannotConnect)))
  }
  // when
  harness.searchFor("a", at: 100)
  harness.scheduler.start()
  // then
  #expect(harness.searchError.elements == [.transport(.cannotConnect)])
}

@Test(arguments: Fixtures.everyAPIError)
func test_whenAnyErrorKindHappens_thenItFiresOnceUnlessItIsACancellation(error: APIError) {
  // given
  let harness = SearchHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, .failure(error))
  }
  // when
  harness.searchFor("a", at: 100)
  harness.scheduler.start()
  // then
  #expect(harness.searchError.elements == (error.isCancellation ? [] : [error]))
  #expect(harness.results.elements.isEmpty)
}

@Test func test_whenTheViewDisposesItsBag_thenNoSearchOutputFiresAfterwards() {
  // given
  let harness = SearchHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, .success(page0))
  }
  // when
  harness.searchFor("a", at: 100)
  harness.at(105) { harness.bag.dispose() }
  harness.scheduler.start()
  // then
  #expect(harness.results.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true)])
}
