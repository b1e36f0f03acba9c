import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

/// Refresh, replay and retries over real HTTP on loopback, against the Python fixture server.
/// Backoff waits run on a virtual clock, so nothing here sleeps.
@Suite("Integration: sessions that survive expiry, on loopback")
struct SessionRefreshIntegrationTests {
  private struct Stack {
    let transfer: DefaultDataTransferService
    let store: InMemorySessionStore
    let observer: RecordingObserver
  }

  /// The live stack against `server`, signed in as alice. Its request deadline is a minute, not
  /// the default 10 s: nothing here tests deadlines, and 16 requests held at a barrier, then
  /// refreshed and replayed, have met 10 s on a loaded 2-core machine (`timedOut(notSent)`).
  private func signedIn(
    _ server: APIServer, adapters: [any RequestAdapter] = []
  ) async throws -> Stack {
    let store = InMemorySessionStore()
    let observer = RecordingObserver()
    let transfer = try DefaultDataTransferService.live(
      baseURL: server.baseURL, timeout: .seconds(60), sessionStore: store,
      middleware: NetworkMiddleware(adapters: adapters, observers: [observer]),
      clock: VirtualBackoffClock())
    let session = try await transfer.request(
      APIEndpoints.login(nickname: "alice", password: "secret"))
    store.save(session.toDomain())
    return Stack(transfer: transfer, store: store, observer: observer)
  }

  @Test func test_whenManyConcurrentRequestsMeetAnExpiredToken_thenOneRefreshAndEachReplaysOnce()
    async throws
  {
    try await APIServer.with { server in
      // given: a signed-in stack whose access token expires; the 16 requests are all sent with
      // it (a barrier holds each first attempt until all are ready), and the refresh is slow,
      // so many are rejected while it runs
      let ids = Array(1...16)
      let stack = try await signedIn(server, adapters: [FirstAttemptBarrier(count: ids.count)])
      let oldToken = try #require(stack.store.session?.token)
      try await server.authControl(["expireAccess": true, "refreshDelay": 0.3])
      // when
      let users = try await withThrowingTaskGroup(of: Int.self) { group in
        for id in ids {
          group.addTask { try await stack.transfer.request(APIEndpoints.user(id: id)).id }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      // then: every request succeeded, after exactly one refresh on the server
      #expect(users.sorted() == ids)
      #expect(try await server.authStats().refreshCalls == 1)
      let newToken = try #require(stack.store.session?.token)
      #expect(newToken != oldToken)
      // and each was sent twice: rejected with the old token, replayed with the new one
      for id in ids {
        let attempts = stack.observer.attempts.filter { $0.pathAndQuery == "/users/\(id)" }
        #expect(attempts.map(\.number) == [1, 2], "user \(id)")
        #expect(attempts.map(\.authorization) == ["Bearer \(oldToken)", "Bearer \(newToken)"])
        #expect(attempts.map(\.outcome) == [.status(401), .status(200)])
      }
    }
  }

  @Test
  func test_whenTheTokenExpiresAgain_thenTheRotatedRefreshTokenIsPresentedAndTheSpentOneIsRefused()
    async throws
  {
    try await APIServer.with { server in
      // given
      let stack = try await signedIn(server)
      let firstRefreshToken = try #require(stack.store.session?.refreshToken)
      try await server.authControl(["expireAccess": true])
      _ = try await stack.transfer.request(APIEndpoints.user(id: 2))
      let secondRefreshToken = try #require(stack.store.session?.refreshToken)
      // when
      try await server.authControl(["expireAccess": true])
      let user = try await stack.transfer.request(APIEndpoints.user(id: 3))
      // then
      #expect(user.id == 3)
      let stats = try await server.authStats()
      #expect(stats.refreshCalls == 2)
      #expect(secondRefreshToken != firstRefreshToken)
      #expect(!stats.refreshTokens.contains(firstRefreshToken))
      #expect(!stats.refreshTokens.contains(secondRefreshToken))
      #expect(stats.refreshTokens.contains(try #require(stack.store.session?.refreshToken)))
      // and a spent refresh token is refused by the server
      let spent = await apiError { () async throws(APIError) in
        try await stack.transfer.request(APIEndpoints.refresh(refreshToken: firstRefreshToken))
      }
      #expect(spent?.status == 401)
    }
  }

  @Test func test_whenTheRefreshTokenIsRevoked_thenUnauthorizedAndTheSessionIsCleared()
    async throws
  {
    try await APIServer.with { server in
      // given
      let stack = try await signedIn(server)
      try await server.authControl(["expireAccess": true, "expireRefresh": true])
      // when
      let error = await apiError { () async throws(APIError) in
        try await stack.transfer.request(APIEndpoints.user(id: 2))
      }
      // then
      #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
      #expect(stack.store.session == nil)
      #expect(try await server.authStats().refreshCalls == 1)
      #expect(stack.observer.attempts.filter { $0.pathAndQuery == "/users/2" }.count == 1)
    }
  }

  @Test func test_whenAGetMeets503Twice_thenTheThirdAttemptAnswers() async throws {
    try await APIServer.with { server in
      // given
      let stack = try await signedIn(server)
      try await server.failNext(status: 503, count: 2)
      // when
      let user = try await stack.transfer.request(APIEndpoints.user(id: 4))
      // then
      #expect(user.id == 4)
      let outcomes = stack.observer.attempts.filter { $0.pathAndQuery == "/users/4" }
        .map(\.outcome)
      #expect(outcomes == [.status(503), .status(503), .status(200)])
    }
  }

  @Test func test_whenAPostWithoutAKeyMeets503_thenItIsNotRetried() async throws {
    try await APIServer.with { server in
      // given a start sent without the key its API honours: a write like any importer's
      let stack = try await signedIn(server)
      try await server.failNext(status: 503, count: 1)
      let unkeyed = Endpoint<MatchDTO>(
        method: .post, pathSegments: ["matches"], body: Data(#"{"userIds":[1,2]}"#.utf8),
        requiresAuthorization: true, response: .envelope())
      // when
      let error = await apiError { () async throws(APIError) in
        _ = try await stack.transfer.request(unkeyed)
      }
      // then: one attempt; the match was not started twice
      #expect(error?.status == 503)
      #expect(stack.observer.attempts.filter { $0.pathAndQuery == "/matches" }.count == 1)
      let match = try await stack.transfer.request(APIEndpoints.startMatch(userIds: [1, 2]))
      #expect(match.id == 1)
    }
  }

  @Test func test_whenAStartMeets503_thenItIsRetriedWithItsKeyAndStartsOneMatch() async throws {
    try await APIServer.with { server in
      // given
      let stack = try await signedIn(server)
      try await server.failNext(status: 503, count: 1)
      // when
      let match = try await stack.transfer.request(APIEndpoints.startMatch(userIds: [1, 2]))
      // then: the 503, then the start, with one key; one match on the server
      let outcomes = stack.observer.attempts.filter { $0.pathAndQuery == "/matches" }
        .map(\.outcome)
      #expect(outcomes == [.status(503), .status(201)])
      let received = try await server.receivedRequests().requests(to: "POST", "/matches")
      #expect(received.count == 2)
      #expect(Set(received.map(\.idempotencyKey)).count == 1)
      #expect(try await server.receivedRequests().matchesStarted == 1)
      #expect(match.id == 1)
    }
  }
}
