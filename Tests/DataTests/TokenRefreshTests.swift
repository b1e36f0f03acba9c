import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanPrimitives
import CleanReactive
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Refresh and replay through the whole stack (`DefaultDataTransferService.live`) over a
/// scripted session: which requests are refreshed, replayed, and what the session store keeps.
@Suite("Token refresh and replay over a scripted session")
struct TokenRefreshTests {
  private let alice = User(id: 1, nickname: "alice", rating: 1500)

  private func pair(_ token: String, _ refreshToken: String) -> Data {
    Bodies.envelope(
      status: 200,
      data: #"{"token": "\#(token)", "refreshToken": "\#(refreshToken)", "expiresIn": 900}"#)
  }

  private var userBody: Data { Bodies.envelope(status: 200, data: Bodies.alice) }
  private var unauthorized: ScriptedNetworkSession.Answer {
    .respond(status: 401, body: Bodies.envelope(status: 401, message: "expired"))
  }

  /// The live stack; the fixed base URL and default timeout are always valid.
  private func stack(
    _ session: ScriptedNetworkSession, store: InMemorySessionStore
  ) -> DefaultDataTransferService {
    try! DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store, session: session,
      clock: VirtualBackoffClock())
  }

  private func isRefresh(_ request: URLRequest) -> Bool {
    request.url?.path == "/auth/refresh"
  }

  private func refreshTokenSent(in request: URLRequest) -> String? {
    request.httpBody.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }?[
      "refreshToken"]
  }

  @Test func test_whenATokenIsRejected_thenItIsRefreshedAndTheRequestReplayedWithTheNewToken()
    async throws
  {
    // given
    let store = InMemorySessionStore(
      session: Session(token: "old", user: alice, refreshToken: "r1"))
    let session = ScriptedNetworkSession { [self] _, request in
      if isRefresh(request) { return .respond(status: 200, body: pair("new", "r2")) }
      return request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
        ? .respond(status: 200, body: userBody) : unauthorized
    }
    // when
    let user = try await stack(session, store: store).request(APIEndpoints.user(id: 1))
    // then
    #expect(user.id == 1)
    #expect(
      session.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [
        "Bearer old", nil, "Bearer new",
      ])
    #expect(refreshTokenSent(in: session.requests[1]) == "r1")
    #expect(store.session == Session(token: "new", user: alice, refreshToken: "r2"))
  }

  @Test func test_whenTheReplayIsRejectedToo_thenUnauthorizedAndTheSessionIsCleared() async throws {
    // given
    let store = InMemorySessionStore(
      session: Session(token: "old", user: alice, refreshToken: "r1"))
    let session = ScriptedNetworkSession { [self] _, request in
      isRefresh(request) ? .respond(status: 200, body: pair("new", "r2")) : unauthorized
    }
    // when
    let error = await apiError { () async throws(APIError) in
      try await stack(session, store: store).request(APIEndpoints.user(id: 1))
    }
    // then: one refresh, one replay, then it is over
    #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    #expect(session.requests.count == 3)
    #expect(session.requests(to: "/auth/refresh").count == 1)
    #expect(store.session == nil)
  }

  @Test func test_whenTheRefreshIsRejected_thenUnauthorizedTheSessionIsClearedAndNothingReplayed()
    async throws
  {
    // given
    let store = InMemorySessionStore(
      session: Session(token: "old", user: alice, refreshToken: "r1"))
    let session = ScriptedNetworkSession { [self] _, request in
      isRefresh(request)
        ? .respond(status: 401, body: Bodies.envelope(status: 401, message: "refresh spent"))
        : unauthorized
    }
    // when
    let error = await apiError { () async throws(APIError) in
      try await stack(session, store: store).request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    #expect(error?.serverMessage == "refresh spent")
    #expect(session.requests(to: "/users/1").count == 1)
    #expect(store.session == nil)
  }

  @Test(arguments: [
    ScriptedNetworkSession.Answer.fail(.cannotConnectToHost),
    .respond(status: 503, body: Bodies.envelope(status: 503)),
  ])
  func test_whenTheRefreshFailsOnTransportOr5xx_thenTheRequestFailsWithItAndTheSessionIsKept(
    refreshAnswer: ScriptedNetworkSession.Answer
  ) async throws {
    // given
    let original = Session(token: "old", user: alice, refreshToken: "r1")
    let store = InMemorySessionStore(session: original)
    let session = ScriptedNetworkSession { [self] _, request in
      isRefresh(request) ? refreshAnswer : unauthorized
    }
    // when
    let error = await apiError { () async throws(APIError) in
      try await stack(session, store: store).request(APIEndpoints.user(id: 1))
    }
    // then: the refresh's error; neither the refresh nor the GET is retried
    switch refreshAnswer {
    case .fail: #expect(error == .transport(.cannotConnect))
    case .respond: #expect(error?.withoutServerDetails == .server(HTTPFailure(status: 503)))
    }
    #expect(session.requests(to: "/auth/refresh").count == 1)
    #expect(session.requests(to: "/users/1").count == 1)
    #expect(store.session == original)
  }

  @Test func test_whenARefreshFailedOnTransport_thenTheSameRefreshTokenIsPresentedNextTime()
    async throws
  {
    // given: the first refresh cannot connect, the second works
    let store = InMemorySessionStore(
      session: Session(token: "old", user: alice, refreshToken: "r1"))
    let refreshes = Locked(0)
    let session = ScriptedNetworkSession { [self] _, request in
      if isRefresh(request) {
        let count = refreshes.withLock { count in
          count += 1
          return count
        }
        return count == 1
          ? .fail(.cannotConnectToHost) : .respond(status: 200, body: pair("new", "r2"))
      }
      return request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
        ? .respond(status: 200, body: userBody) : unauthorized
    }
    let transfer = stack(session, store: store)
    // when
    _ = await apiError { () async throws(APIError) in
      try await transfer.request(APIEndpoints.user(id: 1))
    }
    let user = try await transfer.request(APIEndpoints.user(id: 1))
    // then
    #expect(user.id == 1)
    #expect(session.requests(to: "/auth/refresh").map(refreshTokenSent) == ["r1", "r1"])
  }

  @Test func test_whenTheTokenExpiresTwice_thenTheNewestRefreshTokenIsPresented() async throws {
    // given: each access token works once; refreshes rotate r1 → r2 → r3
    let store = InMemorySessionStore(session: Session(token: "a0", user: alice, refreshToken: "r1"))
    let used = Locked<Set<String>>([])
    let serial = Locked(1)
    let session = ScriptedNetworkSession { [self] _, request in
      if isRefresh(request) {
        let next = serial.withLock { value in
          value += 1
          return value
        }
        return .respond(status: 200, body: pair("a\(next - 1)", "r\(next)"))
      }
      let header = request.value(forHTTPHeaderField: "Authorization") ?? ""
      let fresh = used.withLock { $0.insert(header).inserted }
      return fresh ? .respond(status: 200, body: userBody) : unauthorized
    }
    let transfer = stack(session, store: store)
    // when
    for _ in 0..<3 { _ = try await transfer.request(APIEndpoints.user(id: 1)) }
    // then
    #expect(session.requests(to: "/auth/refresh").map(refreshTokenSent) == ["r1", "r2"])
    #expect(store.session?.refreshToken == "r3")
  }

  @Test func test_whenLoginIsRejected_thenNothingIsRefreshedAndTheSessionIsUntouched() async throws
  {
    // given
    let original = Session(token: "old", user: alice, refreshToken: "r1")
    let store = InMemorySessionStore(session: original)
    let session = ScriptedNetworkSession { [self] _, _ in unauthorized }
    // when
    let error = await apiError { () async throws(APIError) in
      try await stack(session, store: store).request(
        APIEndpoints.login(nickname: "alice", password: "wrong"))
    }
    // then
    #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    #expect(session.requests.count == 1)
    #expect(store.session == original)
  }

  @Test func test_whenAPostIsRejected_thenItIsReplayedOnceAfterTheRefresh() async throws {
    // given
    let store = InMemorySessionStore(
      session: Session(token: "old", user: alice, refreshToken: "r1"))
    let session = ScriptedNetworkSession { [self] _, request in
      if isRefresh(request) { return .respond(status: 200, body: pair("new", "r2")) }
      return request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
        ? .respond(status: 201, body: Bodies.envelope(status: 201, data: Bodies.match))
        : unauthorized
    }
    // when
    let match = try await stack(session, store: store).request(
      APIEndpoints.startMatch(userIds: [1, 2]))
    // then
    #expect(match.id == 7)
    #expect(session.requests(to: "/matches").count == 2)
  }

  @Test func test_whenTheSessionHasNoRefreshToken_thenA401EndsItWithoutARefresh() async throws {
    // given
    let store = InMemorySessionStore(session: Session(token: "old", user: alice))
    let session = ScriptedNetworkSession { [self] _, _ in unauthorized }
    // when
    let error = await apiError { () async throws(APIError) in
      try await stack(session, store: store).request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    #expect(session.requests(to: "/auth/refresh").isEmpty)
    #expect(store.session == nil)
  }

  @Test func test_whenLoginAnswersAPair_thenTheSessionKeepsBothTokens() async throws {
    // given
    let session = ScriptedNetworkSession(answers: [
      .respond(
        status: 200,
        body: Bodies.envelope(
          status: 200,
          data: #"{"token": "t", "refreshToken": "r", "expiresIn": 900, "user": \#(Bodies.alice)}"#
        ))
    ])
    let transfer = stack(session, store: InMemorySessionStore())
    // when
    let dto = try await transfer.request(APIEndpoints.login(nickname: "alice", password: "secret"))
    // then
    #expect(dto.toDomain() == Session(token: "t", user: alice, refreshToken: "r"))
    #expect(dto.expiresIn == 900)
  }
}
