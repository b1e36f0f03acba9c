import CleanDomain
import CleanDomainTesting
import CleanReactive
import Testing

private let firstPage = UserPage(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let secondPage = UserPage(items: [Fixtures.carol], page: 1, hasNext: false)

@Test func test_whenFirstPageArrives_thenResultsHoldItsQueryUsersAndHasNext() {
  // given
  let results = PlayerSearchResults.empty
  // when
  let next = results.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(
    next
      == PlayerSearchResults(
        query: "a", users: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true))
  #expect(next.nextPage == PlayerSearchRequest(query: "a", page: 1))
}

@Test func test_whenNextPageOfTheSameQueryArrives_thenItIsAppended() {
  // given
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // when
  let next = results.applying(secondPage, for: PlayerSearchRequest(query: "a", page: 1))
  // then
  #expect(next.users == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
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
  #expect(next == PlayerSearchResults(query: "c", users: [Fixtures.carol], page: 0, hasNext: false))
}

@Test func test_whenTheSameQueryIsSearchedAgain_thenPageZeroReplacesTheResults() {
  // given
  let results = PlayerSearchResults.empty.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // when
  let next = results.applying(firstPage, for: PlayerSearchRequest(query: "a"))
  // then
  #expect(next.users == [Fixtures.alice, Fixtures.bob])
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
  #expect(skipped.users == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
}

@Test func test_whenRequestHasSurroundingWhitespace_thenQueryIsTrimmed() {
  // given / when
  let request = PlayerSearchRequest(query: "  ali ce \n")
  // then
  #expect(request.query == "ali ce")
  #expect(request.page == 0)
}

@Test func test_whenNothingWasSearched_thenThereIsNoNextPage() {
  #expect(PlayerSearchResults.empty.nextPage == nil)
}
