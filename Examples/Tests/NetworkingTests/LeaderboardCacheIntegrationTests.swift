import CleanData
import CleanDataTesting
import CleanDomain
import CleanPresentation
import CleanPresentationTesting
import CleanReactive
import CleanReactiveTesting
import CleanStore
import Domain
import Foundation
import Networking
import Presentation
import Testing

/// The leaderboard screen, cache then network, over the real stack: the library's loopback
/// server with this feature's route, a real `LocalStore` file in a temporary folder behind
/// `LeaderboardPageCache`, and the screen's `PagedList` — the composition an app makes at its
/// root.
@Suite(
  "Integration: the leaderboard screen, cache then network, on the loopback server and a store",
  .timeLimit(.minutes(1)))
struct LeaderboardCacheIntegrationTests {
  typealias Shown = PagedListRecording<Int, LeaderboardEntry, LeaderboardError>

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
      read: CacheThenNetwork.reading(from: pages, network: { network.entries($0) }))
  }

  /// A new screen over `useCase` loads season 7: everything it showed, in order, until the
  /// load settled — the server's answer in, or the failure's event (which follows its state).
  private func show(_ useCase: LoadLeaderboardUseCase) async -> Shown {
    await LeaderboardViewModel(useCase: useCase).recordUntilSettled { $0.load(7) }
  }

  @Test
  func test_whenShownAgainAndThenTheServerFails_thenTheStoredCopyShowsFirstAndOutlivesTheFailure()
    async throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("leaderboard-cache-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.sqlite")
    // a thread-safe recorder (no virtual time here: the server answers on its own threads)
    let storeFailures = TestScheduler().createObserver(String.self)
    try await APIServer.with(routes: [LeaderboardRoutes.firstPageOfSeason7]) { server in
      let network = try await network(server)
      func show() async throws -> Shown {
        try await self.show(
          useCase(network: network, server: server, file: file, storeFailures: storeFailures))
      }

      // given: a first screen, with nothing stored, shows the answer and stores it
      let first = try await show()
      #expect(first.states.map(\.source) == [nil, nil, .network])
      #expect(first.states.last?.items == Self.expected.items)

      // when: a second screen, over the store opened anew
      let second = try await show()
      // then: the stored copy first, while loading, then the server's answer
      #expect(second.states.map(\.source) == [nil, nil, .cache, .network])
      #expect(second.states.map(\.isLoading) == [false, true, true, false])
      #expect(
        second.states.dropFirst(2).map(\.items) == [Self.expected.items, Self.expected.items])

      // when: the server fails the next request (500 is not retried)
      try await server.failNext(status: 500, count: 1)
      let third = try await show()
      // then: the copy stays, the failure its last error, and one event on the generic output
      // after that state, nothing else
      #expect(third.states.last?.items == Self.expected.items)
      #expect(third.states.last?.source == .cache)
      #expect(
        third.states.last?.lastError
          == third.networkErrors.first.map(RequestFailure<LeaderboardError>.network))
      #expect(third.networkErrors.map(\.status) == [500])
      #expect(first.networkErrors.isEmpty && second.networkErrors.isEmpty)
      #expect([first, second, third].allSatisfy { $0.featureErrors.isEmpty })
      guard case .networkError = third.events.last else {
        Issue.record("the failure's event is not the last thing shown")
        return
      }
    }
    #expect(storeFailures.events.isEmpty)
  }
}
