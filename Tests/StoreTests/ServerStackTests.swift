import CleanData
import CleanDataTesting
import CleanDomain
import CleanPrimitives
import CleanStore
import Foundation
import Testing

/// An importer's composition root was 12 lines (the store opened, its warnings printed, the
/// origin, the session store, the live stack, the cache, a cache per list); `ServerStack` is
/// them. These run the real stack against the loopback server and the store on a real file.
@Suite("ServerStack: the live network stack and local store of one server")
struct ServerStackTests {
  struct Tournament: Identifiable, Codable, Equatable, Sendable {
    let id: Int
  }

  /// What `/hostile/echo` saw of a request.
  struct Echo: Decodable, Sendable {
    let host: String?
    let authorization: String?
  }

  private let alice = Session(
    token: "stored-token", user: User(id: 1, nickname: "alice", rating: 1500))
  private let remote = URL(string: "https://api.example.com")!

  /// The server's echo of one request that requires authorization: the header it was sent.
  private func echo(_ stack: ServerStack) async throws -> Echo {
    try await stack.transfer.request(
      Endpoint<Echo>(
        method: .get, pathSegments: ["hostile", "echo"], requiresAuthorization: true,
        response: .envelope()))
  }

  /// A stack on `file` whose every store failure is an issue of the test.
  private func stack(_ baseURL: URL, file: URL?) throws -> ServerStack {
    try ServerStack(baseURL: baseURL, storeFile: file) { error in
      Issue.record("unexpected store failure: \(error)")
    }
  }

  private func page(_ number: Int, _ ids: [Int]) -> Page<Tournament> {
    Page(items: ids.map(Tournament.init), page: number, hasNext: true)
  }

  @Test func test_whenOneStackStoresASession_thenASecondOnTheFileSendsItAndAnotherOriginDoesNot()
    async throws
  {
    try await APIServer.with { server in
      // given a session stored through one stack, which is then gone
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try stack(server.baseURL, file: folder.store).sessionStore.save(alice)
      // when a second stack on the file, and one for the same server under another host name
      // (another origin), send a request
      let again = try stack(server.baseURL, file: folder.store)
      let localhost = URL(string: "http://localhost:\(server.port)")!
      let other = try stack(localhost, file: folder.store)
      let sent = try await echo(again)
      let sentToOther = try await echo(other)
      // then
      #expect(again.sessionStore.session == alice)
      #expect(sent.authorization == "Bearer stored-token")
      #expect(other.sessionStore.session == nil)
      #expect(sentToOther.host == "localhost:\(server.port)")
      #expect(sentToOther.authorization == nil)
    }
  }

  @Test func test_whenOneStackStoresPages_thenASecondOnTheFileReadsThemForItsOriginOnly() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first: any EntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
      try stack(remote, file: folder.store).pages(named: "tournaments")
    first.store(page(0, [1, 2]), for: PageRequest(query: Unfiltered()))
    // when
    let again: StoredEntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
      try stack(remote, file: folder.store).pages(named: "tournaments")
    let otherOrigin: StoredEntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
      try stack(URL(string: "https://staging.example.com")!, file: folder.store)
      .pages(named: "tournaments")
    // then
    #expect(again.value(for: PageRequest(query: Unfiltered())) == page(0, [1, 2]))
    #expect(otherOrigin.value(for: PageRequest(query: Unfiltered())) == nil)
  }

  @Test func test_whenFilteredPagesAndValuesAreStored_thenASecondStackReadsThemUnderTheirKeys()
    throws
  {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try stack(remote, file: folder.store)
    let search: StoredEntityCache<PageRequest<String>, Page<Tournament>> =
      first.pages(named: "tournaments/search") { $0 }
    let byId: StoredEntityCache<Int, Tournament> = first.values(named: "tournament") { String($0) }
    search.store(page(0, [3]), for: PageRequest(query: "cup"))
    byId.store(Tournament(id: 7), for: 7)
    // when
    let again = try stack(remote, file: folder.store)
    let searchAgain: StoredEntityCache<PageRequest<String>, Page<Tournament>> =
      again.pages(named: "tournaments/search") { $0 }
    let byIdAgain: StoredEntityCache<Int, Tournament> = again.values(named: "tournament") {
      String($0)
    }
    // then
    #expect(searchAgain.value(for: PageRequest(query: "cup")) == page(0, [3]))
    #expect(searchAgain.value(for: PageRequest(query: "league")) == nil)
    #expect(byIdAgain.value(for: 7) == Tournament(id: 7))
    #expect(try again.cache.response(for: CacheKey(rawValue: "tournament/7")) != nil)
    #expect(
      try again.cache.response(for: CacheKey(rawValue: "tournaments/search/page/0/cup")) != nil)
  }

  @Test func test_whenTheStackIsInMemory_thenNothingIsKeptForTheNextStack() throws {
    // given
    let first = try stack(remote, file: nil)
    first.sessionStore.save(alice)
    let pages: StoredEntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
      first.pages(named: "tournaments")
    pages.store(page(0, [1]), for: PageRequest(query: Unfiltered()))
    #expect(first.sessionStore.session == alice)
    // when
    let next = try stack(remote, file: nil)
    let nextPages: StoredEntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
      next.pages(named: "tournaments")
    // then
    #expect(!next.store.isPersistent)
    #expect(next.warnings == [])
    #expect(next.sessionStore.session == nil)
    #expect(nextPages.value(for: PageRequest(query: Unfiltered())) == nil)
  }

  @Test(
    arguments: [
      ("ftp://api.example.com", ServerOriginError.unsupportedScheme("ftp"), "\"ftp\" is not http"),
      ("api.example.com", .unsupportedScheme(""), "no scheme"),
      ("http:///v1", .missingHost, "no host"),
      ("https://api.example.com:0", .invalidPort(0), "port 0"),
    ])
  func test_whenTheBaseURLHasNoOrigin_thenTheTypedErrorAndNoFile(
    url: String, reason: ServerOriginError, message: String
  ) throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let baseURL = try #require(URL(string: url))
    // when
    let error = #expect(throws: ServerStackError.self) {
      try stack(baseURL, file: folder.store)
    }
    // then
    #expect(error == .invalidOrigin(baseURL: baseURL, error: reason))
    #expect(error?.description.contains(url) == true)
    #expect(error?.description.contains(message) == true)
    #expect(try folder.names() == [])
  }

  @Test func test_whenTheNetworkStackRefusesTheSettings_thenTheTypedErrorAndNoFile() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let withQuery = URL(string: "https://api.example.com/v1?key=1")!
    // when
    let badURL = #expect(throws: ServerStackError.self) {
      try stack(withQuery, file: folder.store)
    }
    let badTimeout = #expect(throws: ServerStackError.self) {
      try ServerStack(baseURL: remote, storeFile: folder.store, timeout: .zero) { _ in }
    }
    // then
    #expect(badURL == .invalidConfiguration(.invalidBaseURL(withQuery.absoluteString)))
    #expect(badTimeout == .invalidConfiguration(.invalidTimeout(.zero)))
    #expect(badTimeout?.description == NetworkConfigurationError.invalidTimeout(.zero).description)
    #expect(try folder.names() == [])
  }

  @Test func test_whenTheFileIsNotAStore_thenItIsMovedAsideReportedAndTheStackWorks() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("not a database".utf8).write(to: folder.store)
    let reported = Locked<[any Error]>([])
    // when
    let server = try ServerStack(baseURL: remote, storeFile: folder.store) { error in
      reported.withLock { $0.append(error) }
    }
    // then the warning is kept and given to the closure, and the new store is on the file
    guard case .movedAside(let file, let movedTo, _) = server.warnings.first,
      server.warnings.count == 1
    else {
      Issue.record("expected one movedAside warning, got \(server.warnings)")
      return
    }
    #expect(file == folder.store)
    #expect(try Data(contentsOf: movedTo) == Data("not a database".utf8))
    let errors = reported.withLock { $0 }
    #expect(errors.count == 1)
    #expect(errors.first as? StoreWarning == server.warnings.first)
    #expect(server.store.isPersistent)
    server.sessionStore.save(alice)
    #expect(try stack(remote, file: folder.store).sessionStore.session == alice)
  }

  @Test func test_whenTheStoreFailsUnderTheSessionAndACache_thenEachFailureReachesTheClosure()
    throws
  {
    // given a stack whose tables another program dropped
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let reported = Locked<[any Error]>([])
    let server = try ServerStack(baseURL: remote, storeFile: folder.store) { error in
      reported.withLock { $0.append(error) }
    }
    let pages: StoredEntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
      server.pages(named: "tournaments")
    try RawDatabase(folder.store).execute("DROP TABLE session; DROP TABLE response_cache")
    // when
    server.sessionStore.save(alice)
    pages.store(page(0, [1]), for: PageRequest(query: Unfiltered()))
    // then the run goes on (the session in memory), and both failures were reported
    #expect(server.sessionStore.session == alice)
    let errors = reported.withLock { $0 }
    #expect(errors.count == 2)
    for error in errors {
      guard case .sqlite(_, let message) = error as? StoreError else {
        Issue.record("not a SQLite error: \(error)")
        continue
      }
      #expect(message.contains("no such table"))
    }
  }
}
