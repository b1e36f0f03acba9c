import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import CleanReactiveTesting
import CleanStore
import Domain
import Foundation
import Networking
import Testing

/// The leaderboard cache then network over the real stack: the library's loopback server with
/// this feature's route, and a real `LocalStore` file in a temporary folder behind
/// `LeaderboardPageCache` — the composition an app makes at its root.
@Suite("Integration: the leaderboard, cache then network, on the loopback server and a store")
struct LeaderboardCacheIntegrationTests {
  private static let expected = Page(
    items: [
      LeaderboardEntry(id: 1, nickname: "alice", rating: 2100, rank: 1),
      LeaderboardEntry(id: 2, nickname: "bob", rating: 2050, rank: 2),
    ], page: 0, hasNext: true)

  /// The live network stack against `server`, signed in as alice through the server's login.
  private func network(_ server: APIServer) async throws -> DefaultLeaderboardRepository {
    let sessions = InMemorySessionStore()
    let transfer = try DefaultDataTransferService.live(
      baseURL: server.baseURL, sessionStore: sessions)
    let login = DefaultLoginUseCase(
      authRepository: DefaultAuthRepository(transfer: transfer), sessionStore: sessions)
    for try await _ in login.login(nickname: "alice", password: "secret").values {}
    return DefaultLeaderboardRepository(transfer: transfer, pageSize: 2)
  }

  /// The use case over `network` and the pages of `server`'s origin in the store at `file`,
  /// opened anew (as a later run of the app opens it). Store failures go to `storeFailures`.
  private func useCase(
    network: DefaultLeaderboardRepository, server: APIServer, file: URL,
    storeFailures: TestableObserver<String>
  ) throws -> LoadLeaderboardUseCase {
    let opening = LocalStore.open(file: file)
    #expect(opening.warnings.isEmpty)
    #expect(opening.store.isPersistent)
    let pages = LeaderboardPageCache.stored(
      in: ResponseCache(store: opening.store, origin: try ServerOrigin(url: server.baseURL)),
      pageSize: 2, onFailure: { storeFailures.onNext("\($0)") })
    return LoadLeaderboardUseCase(
      cachedRepository: CachingLeaderboardRepository(network: network, cache: pages))
  }

  /// Every value of one read of page 0 of season 7, through `split` (which never fails).
  private func read(
    _ useCase: LoadLeaderboardUseCase, through split: RequestSplit<LeaderboardError>
  ) async throws -> [Sourced<Page<LeaderboardEntry>>] {
    var values: [Sourced<Page<LeaderboardEntry>>] = []
    for try await value in split.perform(useCase.load(PageRequest(query: 7))).values {
      values.append(value)
    }
    return values
  }

  @Test
  func test_whenReadAgainAndThenTheServerFails_thenTheStoredCopyShowsFirstAndOutlivesTheFailure()
    async throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("leaderboard-cache-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.sqlite")
    // thread-safe recorders (no virtual time here: the server answers on its own threads)
    let recorders = TestScheduler()
    let storeFailures = recorders.createObserver(String.self)
    let alerts = recorders.createObserver(APIError.self)
    let closed = recorders.createObserver(LeaderboardError.self)
    try await APIServer.with(routes: [LeaderboardRoutes.firstPageOfSeason7]) { server in
      let network = try await network(server)
      let split = RequestSplit<LeaderboardError>()
      let bag = DisposeBag()
      split.networkError.subscribe(alerts).disposed(by: bag)
      split.domainError.subscribe(closed).disposed(by: bag)
      func useCase() throws -> LoadLeaderboardUseCase {
        try self.useCase(network: network, server: server, file: file, storeFailures: storeFailures)
      }

      // given: a first read, with nothing stored, stores the answer
      let first = try await read(try useCase(), through: split)
      #expect(first == [Sourced(value: Self.expected, source: .network)])

      // when: a second read, from the store opened anew
      let second = try await read(try useCase(), through: split)
      // then: the stored copy first, then the server's answer
      #expect(
        second == [
          Sourced(value: Self.expected, source: .cache),
          Sourced(value: Self.expected, source: .network),
        ])

      // when: the server fails the next request (500 is not retried)
      try await server.failNext(status: 500, count: 1)
      let third = try await read(try useCase(), through: split)
      // then: the copy stays, the failure reaches the generic output once, nothing else
      #expect(third == [Sourced(value: Self.expected, source: .cache)])
      #expect(alerts.elements.map(\.kind) == [.server])
      #expect(alerts.elements.first?.status == 500)
      #expect(closed.events.isEmpty)
    }
    #expect(storeFailures.events.isEmpty)
  }
}
