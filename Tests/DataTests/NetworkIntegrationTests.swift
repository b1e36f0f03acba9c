import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real URLSession path against the Python fixture server on loopback (docs/API.md).
/// Each test starts its own server on a free port and stops it at the end.
@Suite("Integration: real HTTP on loopback")
struct NetworkIntegrationTests {
  /// A data transfer service over a real `URLSession` talking to `server`.
  private func transfer(
    _ server: APIServer, token: String? = nil, timeout: Duration = .seconds(10),
    session: any NetworkSession = DefaultNetworkSession()
  ) -> DefaultDataTransferService {
    // The server's loopback URL and a positive timeout always make a valid configuration.
    let configuration = try! NetworkConfiguration(
      baseURL: server.baseURL, timeout: timeout, tokenProvider: { token })
    return DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: configuration, session: session, retryPolicy: .never))
  }

  private func token(_ server: APIServer, nickname: String = "alice") async throws -> String {
    try await transfer(server).request(APIEndpoints.login(nickname: nickname, password: "secret"))
      .token
  }

  private func debugStatus(_ status: Int) -> Endpoint<UserDTO> {
    Endpoint(
      method: .get, pathSegments: ["debug", "status", String(status)], response: .envelope())
  }

  // MARK: - the API's own statuses

  @Test func test_whenLoginIsCorrect_thenSessionIsReturned() async throws {
    try await APIServer.with { server in
      // when
      let session = try await transfer(server)
        .request(APIEndpoints.login(nickname: "김 철수", password: "secret")).toDomain()
      // then
      #expect(session.user.nickname == "김 철수")
      #expect(!session.token.isEmpty)
    }
  }

  @Test func test_whenPasswordIsWrong_thenUnauthorized() async throws {
    try await APIServer.with { server in
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server).request(APIEndpoints.login(nickname: "alice", password: "no"))
      }
      // then
      #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    }
  }

  @Test func test_whenUserIsFetchedWithToken_thenUserIsReturned() async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      // when
      let user = try await transfer(server, token: token).request(APIEndpoints.user(id: 2))
      // then
      #expect(user.toDomain() == User(id: 2, nickname: "bob", rating: 1037))
    }
  }

  @Test func test_whenUserIsFetchedWithoutToken_thenUnauthorized() async throws {
    try await APIServer.with { server in
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server, token: nil).request(APIEndpoints.user(id: 2))
      }
      // then
      #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    }
  }

  @Test func test_whenUserIdIsUnknown_thenNotFound() async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server, token: token).request(APIEndpoints.user(id: 9_999))
      }
      // then
      #expect(error?.withoutServerDetails == .notFound(HTTPFailure(status: 404)))
    }
  }

  @Test func test_whenSearchingHangulWithSpaces_thenTheMatchingUserIsFound() async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      // when
      let page = try await transfer(server, token: token)
        .request(APIEndpoints.searchUsers(query: "김 철", page: 0, size: 10)).toDomain()
      // then
      #expect(page.items.map(\.nickname) == ["김 철수"])
      #expect(!page.hasNext)
    }
  }

  @Test(arguments: ["../admin?x=1&page=9", "a b+c&d=e"])
  func test_whenSearchQueryIsHostile_thenServerSeesOneQueryValueAndOurPage(query: String)
    async throws
  {
    try await APIServer.with { server in
      // given a seeded user whose nickname is exactly the hostile text
      let token = try await token(server)
      // when
      let page = try await transfer(server, token: token)
        .request(APIEndpoints.searchUsers(query: query, page: 0, size: 5)).toDomain()
      // then the query was not split: only that user matches, and page is 0, not 9
      #expect(page.items.map(\.nickname) == [query])
      #expect(page.page == 0)
    }
  }

  @Test func test_whenPathSegmentIsHostile_thenServerReceivesItAsOneSegment() async throws {
    try await APIServer.with { server in
      // given
      struct Echo: Decodable, Sendable {
        let segments: [String]
        let query: [String: [String]]
      }
      let hostile = "../admin?x=1&page=9"
      let endpoint = Endpoint<Echo>(
        method: .get, pathSegments: ["debug", "echo", hostile, "김 철수"],
        queryItems: [URLQueryItem(name: "q", value: "a&b=c d")], response: .envelope())
      // when
      let echo = try await transfer(server).request(endpoint)
      // then
      #expect(echo.segments == [hostile, "김 철수"])
      #expect(echo.query == ["q": ["a&b=c d"]])
    }
  }

  @Test(arguments: [(-1, 5), (0, 0), (0, 101)])
  func test_whenPagingIsBad_thenUnexpectedStatus400(page: Int, size: Int) async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server, token: token)
          .request(APIEndpoints.searchUsers(query: "", page: page, size: size))
      }
      // then
      #expect(error?.withoutServerDetails == .unexpectedStatus(HTTPFailure(status: 400)))
    }
  }

  @Test func test_whenMatchIsStartedAndEnded_then201Then204() async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      let api = transfer(server, token: token)
      // when
      let match = try await api.request(APIEndpoints.startMatch(userIds: [1, 2])).toDomain()
      try await api.request(APIEndpoints.endMatch(id: match.id))
      let again = try await api.request(APIEndpoints.startMatch(userIds: [1, 2])).toDomain()
      // then the players were freed by the end
      #expect(match.userIds == [1, 2])
      #expect(again.id != match.id)
    }
  }

  @Test func test_whenAUserIsAlreadyInAMatchOrNamedTwice_thenDuplicatedUsersWithTheirIds()
    async throws
  {
    try await APIServer.with { server in
      // given user 1 is in an active match
      let token = try await token(server)
      let api = transfer(server, token: token)
      _ = try await api.request(APIEndpoints.startMatch(userIds: [1, 2]))
      // when
      let thrown = await requestFailure { () async throws(RequestFailure<MatchmakingError>) in
        _ = try await api.request(APIEndpoints.startMatch(userIds: [1, 3, 3, 4]))
      }
      // then
      #expect(thrown == .domain(.duplicatedUsers(ids: [1, 3])))
    }
  }

  @Test func test_whenMatchHasFewerThanTwoPlayers_thenUnexpectedStatus400() async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      // when
      let error = await requestFailure { () async throws(RequestFailure<MatchmakingError>) in
        _ = try await transfer(server, token: token).request(APIEndpoints.startMatch(userIds: [1]))
      }?.networkError
      // then
      #expect(error?.withoutServerDetails == .unexpectedStatus(HTTPFailure(status: 400)))
    }
  }

  @Test func test_whenMatchIsStartedWithoutToken_thenUnauthorized() async throws {
    try await APIServer.with { server in
      // when
      let error = await requestFailure { () async throws(RequestFailure<MatchmakingError>) in
        _ = try await transfer(server).request(APIEndpoints.startMatch(userIds: [1, 2]))
      }?.networkError
      // then
      #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    }
  }

  @Test func test_whenEndingAnUnknownMatch_thenNotFound() async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server, token: token).request(APIEndpoints.endMatch(id: 404))
      }
      // then
      #expect(error?.withoutServerDetails == .notFound(HTTPFailure(status: 404)))
    }
  }

  // MARK: - forced statuses and broken bodies

  @Test(arguments: [
    (500, APIError.server(HTTPFailure(status: 500))), (503, .server(HTTPFailure(status: 503))),
    (418, .unexpectedStatus(HTTPFailure(status: 418))),
    (403, .unexpectedStatus(HTTPFailure(status: 403))),
    (409, .unexpectedStatus(HTTPFailure(status: 409))),
    (401, .unauthorized(HTTPFailure(status: 401))), (404, .notFound(HTTPFailure(status: 404))),
  ])
  func test_whenServerAnswersAFailureStatus_thenItIsClassified(status: Int, expected: APIError)
    async throws
  {
    try await APIServer.with { server in
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server).request(debugStatus(status))
      }
      // then
      #expect(error?.withoutServerDetails == expected)
    }
  }

  @Test func test_whenServerAnswers204WhereAValueIsExpected_thenDecodingError() async throws {
    try await APIServer.with { server in
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server).request(debugStatus(204))
      }
      // then
      #expect(error?.withoutServerDetails == .decoding("empty body"))
    }
  }

  @Test func test_whenServerAnswersDataNull_thenDecodingError() async throws {
    try await APIServer.with { server in
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server).request(debugStatus(200))
      }
      // then
      #expect(error?.withoutServerDetails == .decoding("envelope data is null"))
    }
  }

  @Test func test_whenServerAnswers200WithHTML_thenDecodingError() async throws {
    try await APIServer.with { server in
      // given
      let endpoint = Endpoint<UserDTO>(
        method: .get, pathSegments: ["debug", "garbage"], response: .envelope())
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server).request(endpoint)
      }
      // then
      #expect(error?.isDecoding == true)
    }
  }

  @Test func test_whenTheNextRealRequestIsForcedTo500_thenServerError() async throws {
    try await APIServer.with { server in
      // given
      let token = try await token(server)
      let api = transfer(server, token: token)
      let failNext = Endpoint<Void>(
        method: .post, pathSegments: ["debug", "fail-next"],
        body: Data(#"{"status": 500, "count": 1}"#.utf8))
      try await api.request(failNext)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(APIEndpoints.user(id: 1))
      }
      let recovered = try await api.request(APIEndpoints.user(id: 1))
      // then
      #expect(error?.withoutServerDetails == .server(HTTPFailure(status: 500)))
      #expect(recovered.id == 1)
    }
  }

  // MARK: - transport faults over the real URLSession path

  @Test func test_whenResponseIsSlowerThanTheTimeout_thenTimedOut() async throws {
    try await APIServer.with { server in
      // given a 1 s timeout (FoundationNetworking's smallest) and a server that waits 3 s
      let api = transfer(server, timeout: .seconds(1))
      let slow = Endpoint<UserDTO>(
        method: .get, pathSegments: ["debug", "status", "200"],
        queryItems: [URLQueryItem(name: "delay", value: "3")], response: .envelope())
      // when
      let error = await apiError { () async throws(APIError) in try await api.request(slow) }
      // then
      #expect(error?.withoutServerDetails == .transport(.timedOut(.outcomeUnknown)))
    }
  }

  @Test func test_whenNothingListens_thenCannotConnect() async throws {
    // given a bound port that never listens
    let port = try RefusingPort()
    let configuration = try NetworkConfiguration(baseURL: "http://127.0.0.1:\(port.port)")
    let api = DefaultDataTransferService(
      network: DefaultNetworkService(configuration: configuration, retryPolicy: .never))
    // when
    let error = await apiError { () async throws(APIError) in
      try await api.request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == .transport(.cannotConnect))
    withExtendedLifetime(port) {}
  }

  @Test func test_whenServerDropsTheConnection_thenConnectionLost() async throws {
    try await APIServer.with { server in
      // given
      let endpoint = Endpoint<UserDTO>(
        method: .get, pathSegments: ["debug", "drop"], response: .envelope())
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server).request(endpoint)
      }
      // then
      #expect(error?.withoutServerDetails == .transport(.connectionLost))
    }
  }

  @Test func test_whenRequestInFlightIsCancelled_thenCancelledFromURLSession() async throws {
    try await APIServer.with { server in
      // given a request the server holds for 5 s
      let spy = SpyNetworkSession(wrapping: DefaultNetworkSession())
      let api = transfer(server, session: spy)
      let slow = Endpoint<UserDTO>(
        method: .get, pathSegments: ["debug", "status", "200"],
        queryItems: [URLQueryItem(name: "delay", value: "5")], response: .envelope())
      let task = Task {
        await apiError { () async throws(APIError) in try await api.request(slow) }
      }
      // when it has reached URLSession, the task is cancelled
      var started = spy.requestsStarted.makeAsyncIterator()
      _ = await started.next()
      task.cancel()
      // then
      #expect(await task.value == .cancelled(.outcomeUnknown))
      let thrown = try #require(spy.errors.first)
      #expect((thrown as? APIError) == .cancelled(.outcomeUnknown))
    }
  }
}
