import CleanDomain
import CleanDomainTesting
import CleanReactive
import Testing

private let firstPage = Page(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let secondPage = Page(items: [Fixtures.carol], page: 1, hasNext: false)

/// Page 0 of `query` requested and loaded from nothing.
private func loaded(_ page: Page<User> = firstPage, for query: String = "a") -> PlayerSearchResults
{
  let request = PlayerSearchRequest(query: query)
  return PlayerSearchResults.empty.requesting(request).applying(page, for: request)
}

@Test func test_whenFirstPageArrives_thenResultsHoldItsQueryUsersAndHasNext() {
  // given
  let results = PlayerSearchResults.empty.requesting(PlayerSearchRequest(query: "a"))
  // when
  let next = results.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(
    next
      == PlayerSearchResults(
        query: "a", items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true))
  #expect(next.nextPage == PlayerSearchRequest(query: "a", page: 1))
}

@Test func test_whenNextPageOfTheSameQueryArrives_thenItIsAppended() {
  // given
  let results = loaded()
  // when
  let next = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  // then
  #expect(next.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
  #expect(next.page == 1)
  #expect(next.hasNext == false)
  #expect(next.nextPage == nil)
}

@Test func test_whenANewQueryIsRequested_thenResultsResetToItWithNothingLoaded() {
  // given
  let results = loaded()
  // when
  let next = results.requesting(PlayerSearchRequest(query: "c"))
  // then
  #expect(next == PlayerSearchResults(query: "c", items: [], page: -1, hasNext: false))
  #expect(next.nextPage == nil)
}

@Test func test_whenANewQuerysFirstPageArrives_thenItIsShown() {
  // given
  let results = loaded().requesting(PlayerSearchRequest(query: "c"))
  // when
  let next = results.applying(secondPage, for: PlayerSearchRequest(query: "c", page: 0))
  // then
  #expect(next == PlayerSearchResults(query: "c", items: [Fixtures.carol], page: 0, hasNext: false))
}

@Test func test_whenALateFirstPageOfAnOldQueryArrives_thenItIsIgnored() {
  // given: "a" was asked for, then "c" before "a" answered
  let results = PlayerSearchResults.empty.requesting(PlayerSearchRequest(query: "a"))
    .requesting(PlayerSearchRequest(query: "c"))
  // when: "a" page 0 arrives late
  let next = results.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(next == results)
  #expect(next.items.isEmpty)
}

@Test func test_whenALateFirstPageOfAnOldQueryArrivesAfterTheNewOne_thenItIsIgnored() {
  // given: "c" requested and shown
  let results = loaded().requesting(PlayerSearchRequest(query: "c"))
    .applying(secondPage, for: PlayerSearchRequest(query: "c", page: 0))
  // when
  let next = results.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(next == results)
}

@Test func test_whenTheSameQueryIsRequestedAgain_thenItsItemsStayUntilPageZeroReplacesThem() {
  // given: pages 0 and 1 of "a" shown
  let results = loaded().applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  // when
  let reloading = results.requesting(PlayerSearchRequest(query: "a"))
  let late = reloading.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  let reloaded = reloading.applying(
    Page(items: [Fixtures.bob], page: 0, hasNext: true), for: PlayerSearchRequest(query: "a"))
  // then: shown while reloading, no next page meanwhile, then replaced (not appended)
  #expect(reloading.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
  #expect(reloading.page == -1)
  #expect(reloading.nextPage == nil)
  #expect(late == reloading)
  #expect(
    reloaded == PlayerSearchResults(query: "a", items: [Fixtures.bob], page: 0, hasNext: true))
}

@Test func test_whenALaterPageIsRequested_thenResultsAreUnchanged() {
  // given
  let results = loaded()
  // when
  let next = results.requesting(PlayerSearchRequest(query: "a", page: 1))
  // then
  #expect(next == results)
}

@Test func test_whenPageZeroArrivesAgainAfterItWasLoaded_thenItIsIgnored() {
  // given
  let results = loaded()
  // when
  let next = results.applying(secondPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(next == results)
}

@Test func test_whenAStaleOrOutOfOrderPageArrives_thenResultsAreUnchanged() {
  // given
  let results = loaded()
  // when
  let skipped = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 2))
  // then
  #expect(skipped == results)
}

@Test func test_whenALaterPageOfAnotherQueryArrives_thenResultsAreUnchanged() {
  // given: "a" is shown
  let results = loaded()
  // when: page 1 of "c" arrives, though "c" page 0 never did
  let skipped = results.applying(secondPage, for: PlayerSearchRequest(query: "c", page: 1))
  // then
  #expect(skipped == results)
}

@Test func test_whenAPageArrivesBeforeAnyRequest_thenResultsStayEmpty() {
  // given
  let results = PlayerSearchResults.empty
  // when
  let skipped = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  let first = results.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(skipped == .empty)
  #expect(first == .empty)
  #expect(skipped.nextPage == nil)
}

@Test func test_whenAnAlreadyAppliedPageArrivesAgain_thenItIsNotAppendedTwice() {
  // given: pages 0 and 1 of "a" are shown
  let results = loaded()
    .applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  // when: page 1 arrives again (stale)
  let skipped = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  // then
  #expect(skipped == results)
  #expect(skipped.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
}

@Test func test_whenNothingWasSearched_thenThereIsNoNextPage() {
  #expect(PlayerSearchResults.empty.nextPage == nil)
}

@Test func test_whenTheNextPageRepeatsShownItems_thenEachIdIsKeptOnce() {
  // given: the list shifted on the server, so page 1 repeats bob
  let results = loaded()
  let shifted = Page(items: [Fixtures.bob, Fixtures.carol], page: 1, hasNext: false)
  // when
  let next = results.applying(shifted, for: PlayerSearchRequest(query: "a", page: 1))
  // then
  #expect(next.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
}

@Test func test_whenAFirstPageRepeatsAnId_thenItIsKeptOnce() {
  // given
  let repeated = Page(
    items: [Fixtures.alice, Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
  // when
  let results = loaded(repeated)
  // then
  #expect(results.items == [Fixtures.alice, Fixtures.bob])
}

/// A non-`User` item, to show the accumulation is generic.
private struct Entry: Identifiable, Equatable, Sendable {
  let id: String
  let score: Int
}

@Test func test_whenPagingAnyIdentifiableItem_thenTheSameRulesApply() {
  // given: a leaderboard paged by season
  let first = Page(items: [Entry(id: "x", score: 9)], page: 0, hasNext: true)
  let late = Page(items: [Entry(id: "old", score: 1)], page: 1, hasNext: false)
  let results = PagedResults<Int, Entry>.empty.requesting(PageRequest(query: 2026))
    .applying(first, for: PageRequest(query: 2026))
  // when: a late page of another season arrives
  let next = results.applying(late, for: PageRequest(query: 2025, page: 1))
  // then
  #expect(next == results)
  #expect(next.nextPage == PageRequest(query: 2026, page: 1))
}
