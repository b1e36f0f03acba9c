import CleanData
import CleanDataTesting
import CleanDomain
import CleanPresentation
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
  typealias State = LeaderboardViewModel.State

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

  /// What a screen showed, in the order it showed it.
  enum Shown: Sendable {
    case state(State)
    case alert(APIError)
    case closed(LeaderboardError)
  }

  /// A new screen over `useCase` loads season 7: everything it showed, in order, until the
  /// load settled — the server's answer in, or the failure's event (which follows its state).
  private func show(_ useCase: LoadLeaderboardUseCase) async throws -> [Shown] {
    let screen = LeaderboardViewModel(useCase: useCase)
    // letting the screen go would cancel its request: it lives until the load settled
    defer { withExtendedLifetime(screen) {} }
    // one subscription for all three, made before the load, so the order is the delivery's
    let shown = Observable.merge(
      screen.state.map(Shown.state), screen.networkError.map(Shown.alert),
      screen.featureError.map(Shown.closed)
    ).values
    screen.load(7)
    var log: [Shown] = []
    for try await event in shown {
      log.append(event)
      switch event {
      case .state(let state) where !state.isLoading && state.source == .network: return log
      case .state: continue
      case .alert, .closed: return log
      }
    }
    return log
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
      func show() async throws -> [Shown] {
        try await self.show(
          try useCase(network: network, server: server, file: file, storeFailures: storeFailures))
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
          == third.alerts.first.map(RequestFailure<LeaderboardError>.network))
      #expect(third.alerts.map(\.status) == [500])
      #expect(first.alerts.isEmpty && second.alerts.isEmpty)
      #expect([first, second, third].allSatisfy { $0.closed.isEmpty })
      guard case .alert = third.last else {
        Issue.record("the failure's event is not the last thing shown")
        return
      }
    }
    #expect(storeFailures.events.isEmpty)
  }
}

extension [LeaderboardCacheIntegrationTests.Shown] {
  /// The states shown, in order.
  var states: [LeaderboardCacheIntegrationTests.State] {
    compactMap { if case .state(let state) = $0 { state } else { nil } }
  }
  /// The generic alerts fired, in order.
  var alerts: [APIError] { compactMap { if case .alert(let error) = $0 { error } else { nil } } }
  /// The feature's own errors fired, in order.
  var closed: [LeaderboardError] {
    compactMap { if case .closed(let error) = $0 { error } else { nil } }
  }
}
