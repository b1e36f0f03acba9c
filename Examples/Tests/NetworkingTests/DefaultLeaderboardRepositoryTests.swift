import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Domain
import Foundation
import Networking
import Testing

/// The leaderboard's repository over the library's real network stack, answered by the
/// library's scripted `StubNetworkSession` (4xx/5xx as responses, as URLSession returns them).
@Suite struct DefaultLeaderboardRepositoryTests {
  private let alice = Session(token: "t-1", user: User(id: 1, nickname: "alice", rating: 1500))

  private func entries(
    _ request: PageRequest<Int>, answer session: StubNetworkSession
  ) async throws -> Result<Page<LeaderboardEntry>, RequestFailure<LeaderboardError>> {
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://games.test/v1")!,
      sessionStore: InMemorySessionStore(session: alice), session: session,
      clock: VirtualBackoffClock())  // the stub's deadline passes on virtual time only
    let repository = DefaultLeaderboardRepository(transfer: transfer, pageSize: 2)
    do {
      var page: Page<LeaderboardEntry>?
      for try await value in repository.entries(request).single.values { page = value }
      return .success(try #require(page))
    } catch let error as RequestFailure<LeaderboardError> {
      return .failure(error)
    }
  }

  @Test func test_whenAPageArrives_thenItDecodesWithTheRequestedNumberAndWasAuthorized()
    async throws
  {
    // given
    let body = Bodies.envelope(
      status: 200,
      data:
        #"{"entries": [{"id": 4, "nickname": "dave", "rating": 1900, "rank": 3}], "hasNext": true}"#
    )
    let session = StubNetworkSession(status: 200, body: body)
    // when
    let result = try await entries(PageRequest(query: 5, page: 1), answer: session)
    // then
    let dave = LeaderboardEntry(id: 4, nickname: "dave", rating: 1900, rank: 3)
    #expect(result == .success(Page(items: [dave], page: 1, hasNext: true)))
    let request = try #require(session.requests.first)
    #expect(request.httpMethod == "GET")
    #expect(request.url?.path == "/v1/leaderboard")
    #expect(request.url?.query == "season=5&page=1&size=2")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t-1")
  }

  @Test func test_whenTheServerAnswers423_thenTheSeasonIsClosedWithItsMessage() async throws {
    // given
    let session = StubNetworkSession(
      status: 423, body: Bodies.envelope(status: 423, message: "season 5 has ended"))
    // when
    let result = try await entries(PageRequest(query: 5), answer: session)
    // then
    #expect(result == .failure(.domain(.closed(reason: "season 5 has ended"))))
  }

  @Test func test_whenTheServerAnswers500_thenItIsTheGenericFailure() async throws {
    // given
    let session = StubNetworkSession(
      status: 500, body: Bodies.envelope(status: 500, message: "boom"))
    // when
    let result = try await entries(PageRequest(query: 5), answer: session)
    // then
    guard case .failure(.network(let error)) = result else {
      Issue.record("expected the generic failure, got \(result)")
      return
    }
    #expect(error.kind == .server)
    #expect(error.status == 500)
  }
}
