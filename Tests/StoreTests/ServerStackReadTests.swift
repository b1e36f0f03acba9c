import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import CleanStore
import Foundation
import Testing

/// `ServerStack.read(_:storedAs:key:)`, `read(_:storedAs:page:)` and
/// `read(_:storedAs:page:query:)`: a cached read in one line. An importer's use case held the
/// stack's `transfer` and two caches, and wrote `transfer.typedRequest(endpoint).map { … }` then
/// `CacheThenNetwork.read(key, from: cache, network: network)` for each read. These run the
/// real stack against the loopback server, with the store in memory.
@Suite("ServerStack.read: the stored copy, then the server's answer, stored")
struct ServerStackReadTests {
  struct Book: Codable, Equatable, Sendable {
    let isbn: String
    let title: String
  }

  struct BookDTO: Decodable, Sendable {
    let isbn: String
    let title: String

    func toDomain() -> Book { Book(isbn: isbn, title: title) }
  }

  struct BookPageDTO: Decodable, Sendable {
    let books: [BookDTO]
    let hasNext: Bool
  }

  /// The feature's own failure: a book the library no longer lends.
  enum BookError: Error, Equatable, Sendable {
    case withdrawn
  }

  /// Books 4 and 6 are unknown (404), 5 withdrawn (410), every other answers; the list answers
  /// pages 0 and 1; the search answers "emma" and "persuasion"; the shelf's page is withdrawn.
  private static let routes = [
    APIServer.Route(method: "GET", path: "/books/4", answer: .json(status: 404, data: "{}")),
    APIServer.Route(method: "GET", path: "/books/6", answer: .json(status: 404, data: "{}")),
    APIServer.Route(method: "GET", path: "/books/5", answer: .json(status: 410, data: "{}")),
    APIServer.Route(
      method: "GET", path: "/books/{isbn}",
      answer: .json(data: #"{"isbn": "{isbn}", "title": "Emma, answered"}"#)),
    pageRoute("/books", query: ["page": "0"], isbns: ["1", "2"], hasNext: true),
    pageRoute("/books", query: ["page": "1"], isbns: ["3"], hasNext: false),
    pageRoute("/search", query: ["q": "emma", "page": "0"], isbns: ["1"], hasNext: false),
    pageRoute("/search", query: ["q": "persuasion", "page": "0"], isbns: ["2"], hasNext: false),
    APIServer.Route(method: "GET", path: "/shelf", answer: .json(status: 410, data: "{}")),
  ]

  private static func pageRoute(
    _ path: String, query: [String: String], isbns: [String], hasNext: Bool
  ) -> APIServer.Route {
    let books = isbns.map { #"{"isbn": "\#($0)", "title": "Book \#($0)"}"# }
    let body = #"{"books": [\#(books.joined(separator: ", "))], "hasNext": \#(hasNext)}"#
    return APIServer.Route(method: "GET", path: path, query: query, answer: .json(data: body))
  }

  // MARK: - The feature's endpoints, reading into the domain's values

  private static func book(isbn: String) -> Endpoint<Book> {
    Endpoint(
      method: .get, pathSegments: ["books", isbn],
      response: .json(as: BookDTO.self) { $0.toDomain() })
  }

  private static func lentBook(isbn: String) -> DomainEndpoint<Book, BookError> {
    book(isbn: isbn).readingFailures { failure, _ in failure.status == 410 ? .withdrawn : nil }
  }

  private static func page(
    _ path: [String], _ request: PageRequest<some Hashable & Sendable>,
    query: [URLQueryItem] = []
  ) -> Endpoint<Page<Book>> {
    Endpoint(
      method: .get, pathSegments: path,
      queryItems: query + [URLQueryItem(name: "page", value: String(request.page))],
      response: .json(as: BookPageDTO.self) { dto in
        Page(items: dto.books.map { $0.toDomain() }, page: request.page, hasNext: dto.hasNext)
      })
  }

  private static func search(_ request: PageRequest<String>) -> Endpoint<Page<Book>> {
    page(["search"], request, query: [URLQueryItem(name: "q", value: request.query)])
  }

  // MARK: - Running a read

  /// What a read emitted, and the failure it ended with.
  struct Outcome<Value: Sendable, DomainError: Error & Sendable> {
    var values: [Sourced<Value>] = []
    var failure: RequestFailure<DomainError>?
  }

  /// Every value of `read`, then its failure (an issue when it is not a `RequestFailure` of
  /// the read's type).
  private func run<Value, DomainError>(
    _ read: SourcedRequest<Value, DomainError>
  ) async -> Outcome<Value, DomainError> {
    var outcome = Outcome<Value, DomainError>()
    do {
      for try await value in read.observable.values { outcome.values.append(value) }
    } catch let failure as RequestFailure<DomainError> {
      outcome.failure = failure
    } catch {
      Issue.record("not the read's RequestFailure: \(error)")
    }
    return outcome
  }

  /// A stack in memory for `server`, whose every store failure is an issue of the test.
  private func stack(_ server: APIServer) throws -> ServerStack {
    try ServerStack(baseURL: server.baseURL, storeFile: nil, clock: VirtualBackoffClock()) {
      error in Issue.record("unexpected store failure: \(error)")
    }
  }

  private let emma = Book(isbn: "1", title: "Emma, stored")
  private let answered = Book(isbn: "1", title: "Emma, answered")

  // MARK: - One value by key

  @Test func test_whenACopyIsStored_thenItComesFirstAndTheStoredAnswerReplacesIt() async throws {
    try await APIServer.with(routes: Self.routes) { server in
      // given a copy stored by the name's values cache
      let stack = try stack(server)
      let books: StoredEntityCache<String, Book> = stack.values(named: "book") { $0 }
      books.store(emma, for: "1")
      // when
      let outcome = await run(stack.read(Self.book(isbn: "1"), storedAs: "book", key: "1"))
      // then
      #expect(
        outcome.values == [
          Sourced(value: emma, source: .cache), Sourced(value: answered, source: .network),
        ])
      #expect(outcome.failure == nil)
      #expect(books.value(for: "1") == answered)
    }
  }

  @Test func test_whenNothingIsStored_thenTheAnswerAloneIsStoredWhereTheValuesCacheReadsIt()
    async throws
  {
    try await APIServer.with(routes: Self.routes) { server in
      // given nothing stored
      let stack = try stack(server)
      // when a read by an Int key
      let outcome = await run(stack.read(Self.book(isbn: "7"), storedAs: "book", key: 7))
      // then: under "book/7", as `values(named:key:)` files it
      let seven = Book(isbn: "7", title: "Emma, answered")
      #expect(outcome.values == [Sourced(value: seven, source: .network)])
      let byId: StoredEntityCache<Int, Book> = stack.values(named: "book") { String($0) }
      #expect(byId.value(for: 7) == seven)
      #expect(try stack.cache.response(for: CacheKey(rawValue: "book/7")) != nil)
      let otherName: StoredEntityCache<Int, Book> = stack.values(named: "books") { String($0) }
      #expect(otherName.value(for: 7) == nil)
    }
  }

  @Test func test_whenTheServerFailsAfterACopy_thenTheCopyComesTheFailureFollowsAndIsNotStored()
    async throws
  {
    try await APIServer.with(routes: Self.routes) { server in
      // given a copy of book 4, which the server no longer knows, and none of book 6
      let stack = try stack(server)
      let books: StoredEntityCache<String, Book> = stack.values(named: "book") { $0 }
      let four = Book(isbn: "4", title: "Lady Susan")
      books.store(four, for: "4")
      // when
      let afterCopy = await run(stack.read(Self.book(isbn: "4"), storedAs: "book", key: "4"))
      let noCopy = await run(stack.read(Self.book(isbn: "6"), storedAs: "book", key: "6"))
      // then: the copy, then the generic failure; the copy kept, nothing stored for 6
      #expect(afterCopy.values == [Sourced(value: four, source: .cache)])
      #expect(afterCopy.failure?.networkError?.kind == .notFound)
      #expect(books.value(for: "4") == four)
      #expect(noCopy.values == [])
      #expect(noCopy.failure?.networkError?.kind == .notFound)
      #expect(books.value(for: "6") == nil)
    }
  }

  @Test func test_whenADomainEndpointReadsTheFailure_thenItArrivesAsTheFeaturesErrorAfterTheCopy()
    async throws
  {
    try await APIServer.with(routes: Self.routes) { server in
      // given a copy of the withdrawn book 5, and of book 1
      let stack = try stack(server)
      let books: StoredEntityCache<String, Book> = stack.values(named: "book") { $0 }
      let five = Book(isbn: "5", title: "Sanditon")
      books.store(five, for: "5")
      books.store(emma, for: "1")
      // when
      let withdrawn = await run(
        stack.read(Self.lentBook(isbn: "5"), storedAs: "book", key: "5"))
      let lent = await run(stack.read(Self.lentBook(isbn: "1"), storedAs: "book", key: "1"))
      // then: the feature's own error, typed, after the copy, which stays; the other answers
      #expect(withdrawn.values == [Sourced(value: five, source: .cache)])
      #expect(withdrawn.failure == .domain(.withdrawn))
      #expect(books.value(for: "5") == five)
      #expect(lent.values.map(\.source) == [.cache, .network])
      #expect(lent.failure == nil)
      #expect(books.value(for: "1") == answered)
    }
  }

  // MARK: - Pages

  @Test func test_whenPagesAreRead_thenEachIsStoredApartWherePagesNamedReadsIt() async throws {
    try await APIServer.with(routes: Self.routes) { server in
      // given an older copy of page 0 only, stored by the list's pages cache
      let stack = try stack(server)
      let pages: StoredEntityCache<PageRequest<Unfiltered>, Page<Book>> =
        stack.pages(named: "books")
      let first = PageRequest(query: Unfiltered())
      let second = PageRequest(query: Unfiltered(), page: 1)
      let olderFirst = Page(items: [emma], page: 0, hasNext: true)
      pages.store(olderFirst, for: first)
      // when
      let zero = await run(
        stack.read(Self.page(["books"], first), storedAs: "books", page: first))
      let one = await run(
        stack.read(Self.page(["books"], second), storedAs: "books", page: second))
      // then: page 0's copy first; page 1 has none; each answer stored under its own number
      let answeredFirst = Page(
        items: [Book(isbn: "1", title: "Book 1"), Book(isbn: "2", title: "Book 2")], page: 0,
        hasNext: true)
      let answeredSecond = Page(items: [Book(isbn: "3", title: "Book 3")], page: 1, hasNext: false)
      #expect(
        zero.values == [
          Sourced(value: olderFirst, source: .cache),
          Sourced(value: answeredFirst, source: .network),
        ])
      #expect(one.values == [Sourced(value: answeredSecond, source: .network)])
      #expect(pages.value(for: first) == answeredFirst)
      #expect(pages.value(for: second) == answeredSecond)
      #expect(try stack.cache.response(for: CacheKey(rawValue: "books/page/1")) != nil)
    }
  }

  @Test func test_whenAFilteredListIsRead_thenEachQuerysPagesAreStoredApart() async throws {
    try await APIServer.with(routes: Self.routes) { server in
      // given
      let stack = try stack(server)
      let emmaSearch = PageRequest(query: "emma")
      let persuasionSearch = PageRequest(query: "persuasion")
      // when
      let first = await run(
        stack.read(
          Self.search(emmaSearch), storedAs: "books/search", page: emmaSearch, query: { $0 }))
      let second = await run(
        stack.read(
          Self.search(persuasionSearch), storedAs: "books/search", page: persuasionSearch,
          query: { $0 }))
      // then: each query's page under its own key, as `pages(named:query:)` files it
      let emmaPage = Page(items: [Book(isbn: "1", title: "Book 1")], page: 0, hasNext: false)
      let persuasionPage = Page(items: [Book(isbn: "2", title: "Book 2")], page: 0, hasNext: false)
      #expect(first.values == [Sourced(value: emmaPage, source: .network)])
      #expect(second.values == [Sourced(value: persuasionPage, source: .network)])
      let searches: StoredEntityCache<PageRequest<String>, Page<Book>> =
        stack.pages(named: "books/search") { $0 }
      #expect(searches.value(for: emmaSearch) == emmaPage)
      #expect(searches.value(for: persuasionSearch) == persuasionPage)
      #expect(
        try stack.cache.response(for: CacheKey(rawValue: "books/search/page/0/persuasion")) != nil)
      // and a second read of a query shows its copy first
      let again = await run(
        stack.read(
          Self.search(emmaSearch), storedAs: "books/search", page: emmaSearch, query: { $0 }))
      #expect(again.values.map(\.source) == [.cache, .network])
    }
  }

  @Test func test_whenAPagedDomainEndpointReadsTheFailure_thenItArrivesAsTheFeaturesError()
    async throws
  {
    try await APIServer.with(routes: Self.routes) { server in
      // given a copy of the shelf's page 0, and of a search's page 0
      let stack = try stack(server)
      let first = PageRequest(query: Unfiltered())
      let copy = Page(items: [emma], page: 0, hasNext: false)
      let shelf: StoredEntityCache<PageRequest<Unfiltered>, Page<Book>> =
        stack.pages(named: "shelf")
      shelf.store(copy, for: first)
      let search = PageRequest(query: "emma")
      let searches: StoredEntityCache<PageRequest<String>, Page<Book>> =
        stack.pages(named: "lent/search") { $0 }
      searches.store(copy, for: search)
      let reading: DomainEndpoint<Page<Book>, BookError>.ReadFailure = { failure, _ in
        failure.status == 410 ? .withdrawn : nil
      }
      // when
      let withdrawn = await run(
        stack.read(
          Self.page(["shelf"], first).readingFailures(reading), storedAs: "shelf", page: first))
      let lent = await run(
        stack.read(
          Self.search(search).readingFailures(reading), storedAs: "lent/search", page: search,
          query: { $0 }))
      // then: the shelf's copy, then the feature's error, the copy kept; the search answered
      #expect(withdrawn.values == [Sourced(value: copy, source: .cache)])
      #expect(withdrawn.failure == .domain(.withdrawn))
      #expect(shelf.value(for: first) == copy)
      #expect(lent.values.map(\.source) == [.cache, .network])
      #expect(lent.failure == nil)
      #expect(searches.value(for: search)?.items.map(\.isbn) == ["1"])
    }
  }
}
