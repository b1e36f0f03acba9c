import CleanData
import CleanDomain
import Testing

@Suite struct PageSequenceTests {
  private struct Refused: Error, Equatable {}

  @Test func test_whenEveryPageSaysThereIsANext_thenAnEmptyPageEndsTheSequence() async {
    // given a server that always says there is another page, and runs out of items at page 2
    let pages = PageSequence<Int, Never> { page in
      Page(items: page < 2 ? [page] : [], page: page, hasNext: true)
    }
    // when
    var seen: [Int] = []
    for await page in pages { seen.append(page.page) }
    // then
    #expect(seen == [0, 1, 2])
  }

  @Test func test_whenAFetchThrows_thenTheLoopThrowsThatTypedErrorAfterTheEarlierPages() async {
    // given
    let pages = PageSequence<Int, Refused> { page throws(Refused) in
      guard page < 1 else { throw Refused() }
      return Page(items: [page], page: page, hasNext: true)
    }
    // when
    var seen: [Int] = []
    var caught: Refused?
    do {
      for try await page in pages { seen.append(page.page) }
    } catch {
      caught = error
    }
    // then
    #expect(seen == [0])
    #expect(caught == Refused())
  }
}
