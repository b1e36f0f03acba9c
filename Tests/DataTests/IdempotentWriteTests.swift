import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// Idempotency keys end to end over loopback (issue 26, item 3): the start's endpoint declares
/// the key its API honours, so a start whose answer is lost is retried and starts one match; the
/// server's contract (same key: the first answer; another body: 422); and an importer's write
/// that declares nothing is sent once — not retried by the stack, and not resent by libcurl on
/// a kept-alive connection.
@Suite("Integration: idempotency keys for writes, on loopback")
struct IdempotentWriteTests {
  private func signedIn(_ server: APIServer, retryPolicy: RetryPolicy = .standard) async throws
    -> MatchmakingClient
  {
    // a deadline far beyond any test: the deadline is not what these tests are about, and a busy
    // machine must not turn a slow answer into a timeout
    let client = try MatchmakingClient(
      baseURL: server.baseURL, timeout: .seconds(120), retryPolicy: retryPolicy)
    try await client.login(nickname: "alice", password: "secret")
    return client
  }

  @Test func test_whenTheAnswerToAStartIsLost_thenItIsRetriedAndStartsOneMatch() async throws {
    try await APIServer.with { server in
      // given a server that commits the next start and then drops the connection
      let client = try await signedIn(server)
      try await server.dropAfterCommit()
      // when
      let match = try await client.startMatch(userIds: [3, 4])
      // then the start went out twice with one key, and one match exists: the one returned
      let received = try await server.receivedRequests()
      let starts = received.requests(to: "POST", "/matches")
      #expect(starts.count == 2)
      #expect(starts.allSatisfy { $0.idempotencyKey != nil })
      #expect(Set(starts.map(\.idempotencyKey)).count == 1)
      #expect(received.matchesStarted == 1)
      #expect(match.userIds == [3, 4])
      // and the players are in that one match: a new start with them is a duplicate
      await #expect(throws: RequestFailure<MatchmakingError>.domain(.duplicatedUsers(ids: [3, 4])))
      {
        _ = try await client.startMatch(userIds: [3, 4])
      }
    }
  }

  @Test func test_whenACallerRetriesAnUnknownOutcomeWithTheSameKey_thenTheFirstAnswerComesBack()
    async throws
  {
    try await APIServer.with { server in
      // given a client that never retries, and a start whose answer is lost
      let client = try await signedIn(server, retryPolicy: .never)
      try await server.dropAfterCommit()
      let key = IdempotencyKey()
      var lost: RequestFailure<MatchmakingError>?
      do throws(RequestFailure<MatchmakingError>) {
        _ = try await client.startMatch(userIds: [5, 6], idempotencyKey: key)
      } catch {
        lost = error
      }
      #expect(lost == .network(.transport(.connectionLost)))
      #expect(lost?.isOutcomeUnknown == true)
      // when the caller sends it again with the same key
      let match = try await client.startMatch(userIds: [5, 6], idempotencyKey: key)
      // then it gets the match the first one started, and no second one is started
      #expect(match.userIds == [5, 6])
      #expect(try await server.receivedRequests().matchesStarted == 1)
    }
  }

  @Test func test_whenAKeyIsReusedWithAnotherBody_then422AndNothingStarts() async throws {
    try await APIServer.with { server in
      // given a start made with a key
      let client = try await signedIn(server)
      let key = IdempotencyKey()
      let first = try await client.startMatch(userIds: [7, 8], idempotencyKey: key)
      // when the same key comes again, with the same ids and then with others
      let again = try await client.startMatch(userIds: [7, 8], idempotencyKey: key)
      var other: RequestFailure<MatchmakingError>?
      do throws(RequestFailure<MatchmakingError>) {
        _ = try await client.startMatch(userIds: [9, 10], idempotencyKey: key)
      } catch {
        other = error
      }
      // then the same answer, a 422, and one match in all
      #expect(again == first)
      #expect(other?.networkError?.status == 422)
      #expect(try await server.receivedRequests().matchesStarted == 1)
    }
  }

  @Test func test_whenAnImportersWriteDeclaresNoKey_thenItIsSentOnceWhenItsAnswerIsLost()
    async throws
  {
    // given an importer's write (no key declared: its API promises nothing), with the stack's
    // default retry policy, on a session that already holds a kept-alive connection
    let scores = APIServer.Route(
      method: "POST", path: "/scores", answer: .envelope(status: 201, data: #"{"id": 1}"#))
    let ping = APIServer.Route(method: "GET", path: "/ping", answer: .envelope(data: "1"))
    try await APIServer.with(routes: [scores, ping]) { server in
      let service = DefaultDataTransferService(
        network: DefaultNetworkService(
          configuration: try NetworkConfiguration(baseURL: server.baseURL, timeout: .seconds(120)),
          retryPolicy: .standard))
      _ = try await service.request(
        Endpoint<Int>(method: .get, pathSegments: ["ping"], response: .envelope()))
      try await server.dropAfterCommit()
      // when its answer is lost
      let error = await apiError { () async throws(APIError) in
        try await service.request(
          Endpoint<Void>(method: .post, pathSegments: ["scores"], body: Data("{}".utf8)))
      }
      // then it failed as "may have happened", and the server received it exactly once
      #expect(error == .transport(.connectionLost))
      #expect(error?.isOutcomeUnknown == true)
      #expect(try await server.receivedRequests().requests(to: "POST", "/scores").count == 1)
    }
  }
}
