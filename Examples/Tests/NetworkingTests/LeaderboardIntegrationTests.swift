import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Domain
import Foundation
import Networking
import Testing

/// The leaderboard over the real URLSession stack, against the library's loopback server with
/// this feature's routes added: the server's own login, its envelope, a real socket.
@Suite("Integration: the leaderboard on the loopback server")
struct LeaderboardIntegrationTests {
  private static let closedSeason = APIServer.Route(
    method: "GET", path: "/leaderboard", query: ["season": "6"], requiresAuthorization: true,
    answer: .envelope(status: 423, message: "season 6 closed on 1 November"))

  /// The live stack against `server`, signed in as alice through the server's own login.
  private func repository(_ server: APIServer) async throws -> DefaultLeaderboardRepository {
    let store = InMemorySessionStore()
    let transfer = try DefaultDataTransferService.live(baseURL: server.baseURL, sessionStore: store)
    let login = DefaultLoginUseCase(
      authRepository: DefaultAuthRepository(transfer: transfer), sessionStore: store)
    for try await _ in login.login(nickname: "alice", password: "secret").values {}
    return DefaultLeaderboardRepository(transfer: transfer, pageSize: 2)
  }

  private func entries(
    _ request: PageRequest<Int>, from repository: DefaultLeaderboardRepository
  ) async -> Result<Page<LeaderboardEntry>, RequestFailure<LeaderboardError>> {
    do {
      var page: Page<LeaderboardEntry>?
      for try await value in repository.entries(request).single.values { page = value }
      guard let page else { return .failure(.network(.decoding("no page"))) }
      return .success(page)
    } catch {
      return .failure(RequestFailure(classifying: error))
    }
  }

  @Test func test_whenSignedInThroughTheServersLogin_thenAPageOfEntriesDecodes() async throws {
    try await APIServer.with(routes: [Self.closedSeason, LeaderboardRoutes.firstPageOfSeason7]) {
      server in
      // given
      let repository = try await repository(server)
      // when
      let result = await entries(PageRequest(query: 7), from: repository)
      // then
      let expected = Page(
        items: [
          LeaderboardEntry(id: 1, nickname: "alice", rating: 2100, rank: 1),
          LeaderboardEntry(id: 2, nickname: "bob", rating: 2050, rank: 2),
        ], page: 0, hasNext: true)
      #expect(result == .success(expected))
    }
  }

  @Test func test_whenTheSeasonIsClosed_thenTheServersMessageArrivesAsTheFeaturesOwnError()
    async throws
  {
    try await APIServer.with(routes: [Self.closedSeason, LeaderboardRoutes.firstPageOfSeason7]) {
      server in
      // given
      let repository = try await repository(server)
      // when
      let result = await entries(PageRequest(query: 6, page: 2), from: repository)
      // then: untouched by the generic table, never the alert's `unexpectedStatus`
      #expect(result == .failure(.domain(.closed(reason: "season 6 closed on 1 November"))))
    }
  }

  @Test func test_whenNotSignedIn_thenTheRouteAnswers401AsTheGenericFailure() async throws {
    try await APIServer.with(routes: [LeaderboardRoutes.firstPageOfSeason7]) { server in
      // given: the stack with no session
      let transfer = try DefaultDataTransferService.live(
        baseURL: server.baseURL, sessionStore: InMemorySessionStore())
      // when
      let result = await entries(
        PageRequest(query: 7), from: DefaultLeaderboardRepository(transfer: transfer))
      // then
      #expect(result.failureKind == .unauthorized)
    }
  }
}

extension Result where Failure == RequestFailure<LeaderboardError> {
  /// The generic failure's kind, `nil` for a value or the feature's own error.
  fileprivate var failureKind: APIError.Kind? {
    if case .failure(.network(let error)) = self { error.kind } else { nil }
  }
}
