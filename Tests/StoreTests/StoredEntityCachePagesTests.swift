import CleanDomain
import CleanStore
import Foundation
import Testing

/// A paged list's stored copy was a seven-line function of the importer's (a key closure over
/// the page number, the JSON cache, the failure log) in trial 5; `init(pagesNamed:in:…)` is it.
@Suite("StoredEntityCache of a list's pages")
struct StoredEntityCachePagesTests {
  struct Tournament: Identifiable, Codable, Equatable, Sendable {
    let id: Int
  }

  private let origin = try! ServerOrigin(scheme: "https", host: "api.example.com")

  private func page(_ number: Int, _ ids: [Int], hasNext: Bool = true) -> Page<Tournament> {
    Page(items: ids.map(Tournament.init), page: number, hasNext: hasNext)
  }

  @Test func test_whenPagesAreStored_thenEachIsReadBackUnderItsOwnNumberAndName() throws {
    // given: the type comes from the use case's parameter, as in a composition root
    let store = LocalStore.inMemory()
    let failures = FailureLog()
    let pages: any EntityCache<PageRequest<Unfiltered>, Page<Tournament>> = StoredEntityCache(
      pagesNamed: "tournaments", in: ResponseCache(store: store, origin: origin),
      onFailure: { failures.append("\($0)") })
    // when
    pages.store(page(0, [1, 2]), for: PageRequest(query: Unfiltered(), page: 0))
    pages.store(page(1, [3], hasNext: false), for: PageRequest(query: Unfiltered(), page: 1))
    // then
    #expect(pages.value(for: PageRequest(query: Unfiltered(), page: 0)) == page(0, [1, 2]))
    #expect(
      pages.value(for: PageRequest(query: Unfiltered(), page: 1)) == page(1, [3], hasNext: false))
    let raw = try ResponseCache(store: store, origin: origin)
      .response(for: CacheKey(rawValue: "tournaments/page/1"))
    #expect(raw != nil)
    #expect(failures.entries.isEmpty)
  }

  @Test func test_whenTwoListsHaveOtherNames_thenTheirPagesDoNotOverwriteEachOther() {
    // given
    let cache = ResponseCache(store: LocalStore.inMemory(), origin: origin)
    let open = StoredEntityCache<PageRequest<Unfiltered>, Page<Tournament>>(
      pagesNamed: "tournaments/open", in: cache, onFailure: { _ in })
    let past = StoredEntityCache<PageRequest<Unfiltered>, Page<Tournament>>(
      pagesNamed: "tournaments/past", in: cache, onFailure: { _ in })
    // when
    open.store(page(0, [1]), for: PageRequest(query: Unfiltered()))
    past.store(page(0, [9]), for: PageRequest(query: Unfiltered()))
    // then
    #expect(open.value(for: PageRequest(query: Unfiltered()))?.items.map(\.id) == [1])
    #expect(past.value(for: PageRequest(query: Unfiltered()))?.items.map(\.id) == [9])
  }

  @Test func test_whenAFilteredListStoresTwoQueries_thenEachQueryKeepsItsOwnPages() {
    // given
    let cache = ResponseCache(store: LocalStore.inMemory(), origin: origin)
    let search = StoredEntityCache<PageRequest<String>, Page<Tournament>>(
      pagesNamed: "search", in: cache, query: { $0 }, onFailure: { _ in })
    // when
    search.store(page(0, [1]), for: PageRequest(query: "cup"))
    search.store(page(0, [2]), for: PageRequest(query: "league"))
    // then
    #expect(search.value(for: PageRequest(query: "cup"))?.items.map(\.id) == [1])
    #expect(search.value(for: PageRequest(query: "league"))?.items.map(\.id) == [2])
    #expect(search.value(for: PageRequest(query: "cup", page: 1)) == nil)
  }
}
