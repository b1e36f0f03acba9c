import CleanDomain
import CleanDomainTesting
import CleanReactive
import Testing

private let firstPage = Page(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let secondPage = Page(items: [Fixtures.carol], page: 1, hasNext: false)

@Test func test_whenFirstPageArrives_thenResultsHoldItsQueryUsersAndHasNext() {
  // given
  let results = PlayerSearchResults.empty
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
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // when
  let next = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  // then
  #expect(next.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
  #expect(next.page == 1)
  #expect(next.hasNext == false)
  #expect(next.nextPage == nil)
}

@Test func test_whenAPageForANewQueryArrives_thenResultsAreReset() {
  // given
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // when
  let next = results.applying(secondPage, for: PlayerSearchRequest(query: "c", page: 0))
  // then
  #expect(next == PlayerSearchResults(query: "c", items: [Fixtures.carol], page: 0, hasNext: false))
}

@Test func test_whenTheSameQueryIsSearchedAgain_thenPageZeroReplacesTheResults() {
  // given
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // when
  let next = results.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(next.items == [Fixtures.alice, Fixtures.bob])
}

@Test func test_whenAStaleOrOutOfOrderPageArrives_thenResultsAreUnchanged() {
  // given
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // when
  let skipped = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 2))
  // then
  #expect(skipped == results)
}

@Test func test_whenALaterPageOfAnotherQueryArrives_thenResultsAreUnchanged() {
  // given: "a" is shown
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // when: page 1 of "c" arrives, though "c" page 0 never did
  let skipped = results.applying(secondPage, for: PlayerSearchRequest(query: "c", page: 1))
  // then
  #expect(skipped == results)
}

@Test func test_whenALaterPageArrivesBeforeAnySearch_thenResultsStayEmpty() {
  // given
  let results = PlayerSearchResults.empty
  // when
  let skipped = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  // then
  #expect(skipped == .empty)
  #expect(skipped.nextPage == nil)
}

@Test func test_whenAnAlreadyAppliedPageArrivesAgain_thenItIsNotAppendedTwice() {
  // given: pages 0 and 1 of "a" are shown
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
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
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
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
  let results = PlayerSearchResults.empty.applying(repeated, for: PlayerSearchRequest(query: "a"))
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
  let results = PagedResults<Int, Entry>.empty.applying(first, for: PageRequest(query: 2026))
  // when: a late page of another season arrives
  let next = results.applying(late, for: PageRequest(query: 2025, page: 1))
  // then
  #expect(next == results)
  #expect(next.nextPage == PageRequest(query: 2026, page: 1))
}
