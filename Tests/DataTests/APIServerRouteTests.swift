import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An importer's own routes on the loopback server, answered over the real URLSession stack,
/// with the server's login, refresh and envelope — and the fixture's routes unchanged.
@Suite("Integration: routes an importer adds to the loopback server")
struct APIServerRouteTests {
  private struct Board: Decodable, Equatable {
    let board: String
    let page: Int
  }

  private static let entries = APIServer.Route(
    method: "GET", path: "/leaderboards/{id}/entries", requiresAuthorization: true,
    answer: .envelope(data: #"{"board": "{id}", "page": 0}"#))

  private func entries(_ board: String, page: Int? = nil) -> Endpoint<Board> {
    Endpoint<Board>(
      method: .get, pathSegments: ["leaderboards", board, "entries"],
      queryItems: page.map { [URLQueryItem(name: "page", value: String($0))] } ?? [],
      requiresAuthorization: true, response: .envelope())
  }

  /// The live stack against `server`, signed in as alice.
  private func signedIn(_ server: APIServer) async throws -> DefaultDataTransferService {
    let store = InMemorySessionStore()
    let transfer = try DefaultDataTransferService.live(
      baseURL: server.baseURL, sessionStore: store, clock: VirtualBackoffClock())
    let session = try await transfer.request(
      APIEndpoints.login(nickname: "alice", password: "secret"))
    store.save(session.toDomain())
    return transfer
  }

  /// The stack against `server` with no session at all.
  private func signedOut(_ server: APIServer) throws -> DefaultDataTransferService {
    try DefaultDataTransferService.live(
      baseURL: server.baseURL, sessionStore: InMemorySessionStore(), clock: VirtualBackoffClock())
  }

  @Test func test_whenARouteIsAdded_thenItsEnvelopeDataArrivesWithThePlaceholderFilledIn()
    async throws
  {
    // given
    let open = APIServer.Route(
      method: "GET", path: "/boards/{id}", answer: .envelope(data: #"{"board": "{id}", "page": 3}"#)
    )
    try await APIServer.with(routes: [open]) { server in
      // when
      let board = try await signedOut(server).request(
        Endpoint<Board>(
          method: .get, pathSegments: ["boards", "weekly \"top\""], response: .envelope()))
      // then
      #expect(board == Board(board: "weekly \"top\"", page: 3))
    }
  }

  @Test func test_whenARouteAnswersAnErrorStatus_thenTheClientSeesThatStatusAndMessage()
    async throws
  {
    // given
    let closed = APIServer.Route(
      method: "POST", path: "/boards/{id}/join", answer: .envelope(status: 423, message: "closed"))
    try await APIServer.with(routes: [closed]) { server in
      let transfer = try signedOut(server)
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer.request(
          Endpoint<Void>(method: .post, pathSegments: ["boards", "7", "join"]))
      }
      // then
      #expect(error?.status == 423)
      #expect(error?.serverMessage == "closed")
    }
  }

  @Test func test_whenARouteRequiresAuthorization_thenItAnswers401WithoutLoginAndItsDataAfter()
    async throws
  {
    try await APIServer.with(routes: [Self.entries]) { server in
      // given / when: no session
      let signedOut = try signedOut(server)
      let refused = await apiError { () async throws(APIError) in
        try await signedOut.request(entries("weekly"))
      }
      // then
      #expect(refused?.status == 401)
      // when: signed in through the server's own login
      let board = try await signedIn(server).request(entries("weekly"))
      // then
      #expect(board == Board(board: "weekly", page: 0))
    }
  }

  @Test func test_whenTheAccessTokenExpires_thenAnAuthorizedRouteIsAnsweredAfterOneRefresh()
    async throws
  {
    try await APIServer.with(routes: [Self.entries]) { server in
      // given
      let transfer = try await signedIn(server)
      try await server.authControl(["expireAccess": true])
      // when
      let board = try await transfer.request(entries("daily"))
      // then
      #expect(board == Board(board: "daily", page: 0))
      #expect(try await server.authStats().refreshCalls == 1)
    }
  }

  @Test func test_whenTwoRoutesDifferByQuery_thenTheFirstMatchingOneAnswers() async throws {
    // given
    let second = APIServer.Route(
      method: "GET", path: "/leaderboards/{id}/entries", query: ["page": "1"],
      requiresAuthorization: true, answer: .envelope(data: #"{"board": "{id}", "page": 1}"#))
    try await APIServer.with(routes: [second, Self.entries]) { server in
      let transfer = try await signedIn(server)
      // when
      let first = try await transfer.request(entries("weekly", page: 0))
      let next = try await transfer.request(entries("weekly", page: 1))
      // then
      #expect(first.page == 0)
      #expect(next.page == 1)
    }
  }

  @Test func test_whenARouteAnswersRawWithHeaders_thenURLSessionSeesThemAsWritten() async throws {
    // given
    let raw = APIServer.Route(
      method: "GET", path: "/health",
      answer: .raw(
        status: 503, body: "down for {minutes}", contentType: "text/plain",
        headers: ["Retry-After": "120"]))
    try await APIServer.with(routes: [raw]) { server in
      // when
      let (body, response) = try await URLSession.shared.data(
        from: server.baseURL.appendingPathComponent("health"))
      // then
      let http = try #require(response as? HTTPURLResponse)
      #expect(http.statusCode == 503)
      #expect(http.value(forHTTPHeaderField: "Retry-After") == "120")
      #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/plain")
      #expect(String(decoding: body, as: UTF8.self) == "down for {minutes}")
    }
  }

  @Test(arguments: [(201, "0"), (202, "0"), (204, nil)] as [(Int, String?)])
  func test_whenARouteAnswersEmpty_thenURLSessionSeesNoBodyAndNoContentType(
    status: Int, contentLength: String?
  ) async throws {
    // given: a write answered with nothing to say, and a header
    let created = APIServer.Route(
      method: "POST", path: "/tournaments/{id}/entries",
      answer: .empty(status: status, headers: ["Location": "/entries/1"]))
    try await APIServer.with(routes: [created]) { server in
      var request = URLRequest(url: server.baseURL.appendingPathComponent("tournaments/7/entries"))
      request.httpMethod = "POST"
      // when
      let (body, response) = try await URLSession.shared.data(for: request)
      // then: the status and the header; no body, no type; a length of 0 but on a 204
      let http = try #require(response as? HTTPURLResponse)
      #expect(http.statusCode == status)
      #expect(http.value(forHTTPHeaderField: "Location") == "/entries/1")
      #expect(http.value(forHTTPHeaderField: "Content-Type") == nil)
      #expect(http.value(forHTTPHeaderField: "Content-Length") == contentLength)
      #expect(body.isEmpty)
    }
  }

  @Test func test_whenAnEmptyAnswerIsTheDefault_thenItIsA204() {
    // given / when
    let answer = APIServer.Answer.empty()
    // then
    #expect(answer == APIServer.Answer(status: 204, body: .empty))
  }

  @Test func test_whenA201AnswersNoBody_thenAnIgnoringEndpointSucceedsAndAReadingOneFailsDecoding()
    async throws
  {
    // given
    let created = APIServer.Route(
      method: "POST", path: "/tournaments/{id}/entries", answer: .empty(status: 201))
    try await APIServer.with(routes: [created]) { server in
      let transfer = try signedOut(server)
      let ignoring = Endpoint<Void>(
        method: .post, pathSegments: ["tournaments", "7", "entries"], response: .ignored)
      let reading = Endpoint<Board>(
        method: .post, pathSegments: ["tournaments", "7", "entries"], response: .json())
      // when
      try await transfer.request(ignoring)
      let failure = await apiError { () async throws(APIError) in
        _ = try await transfer.request(reading)
      }
      // then: the write stands; a body that is not there does not decode
      #expect(failure?.kind == .decoding)
    }
  }

  @Test func test_whenRoutesAreAdded_thenTheFixtureRoutesAndKnobsStillAnswer() async throws {
    // given
    let badges = APIServer.Route(
      method: "GET", path: "/users/{id}/badges", answer: .envelope(data: "[]"))
    try await APIServer.with(routes: [badges]) { server in
      let transfer = try await signedIn(server)
      // when
      let user = try await transfer.request(APIEndpoints.user(id: 2))
      let page = try await transfer.request(APIEndpoints.searchUsers(query: "al", page: 0, size: 5))
      try await server.failNext(status: 500, count: 1)
      let forced = await apiError { () async throws(APIError) in
        try await transfer.request(
          Endpoint<[Int]>(
            method: .get, pathSegments: ["users", "2", "badges"], response: .envelope()))
      }
      let badgesAfter = try await transfer.request(
        Endpoint<[Int]>(
          method: .get, pathSegments: ["users", "2", "badges"], response: .envelope()))
      // then
      #expect(user.id == 2)
      #expect(!page.items.isEmpty)
      #expect(forced?.status == 500)
      #expect(badgesAfter == [])
    }
  }

  @Test(
    arguments: [
      (APIServer.Route(method: "get", path: "/a", answer: .envelope()), .invalidMethod("get")),
      (APIServer.Route(method: "GET", path: "a", answer: .envelope()), .invalidPath("a")),
      (APIServer.Route(method: "GET", path: "/a//b", answer: .envelope()), .invalidPath("/a//b")),
      (APIServer.Route(method: "GET", path: "/a?b=1", answer: .envelope()), .invalidPath("/a?b=1")),
      (APIServer.Route(method: "GET", path: "/a/{b", answer: .envelope()), .invalidPath("/a/{b")),
      (
        APIServer.Route(method: "POST", path: "/auth/login", answer: .envelope()),
        .reservedPath("/auth/login")
      ),
      (
        APIServer.Route(method: "GET", path: "/debug/x", answer: .envelope()),
        .reservedPath("/debug/x")
      ),
      (
        APIServer.Route(method: "GET", path: "/a", answer: .envelope(status: 99)),
        .invalidStatus(99)
      ),
      (
        APIServer.Route(method: "GET", path: "/a", answer: .envelope(data: "{nope")),
        .dataIsNotJSON("{nope")
      ),
      (
        APIServer.Route(
          method: "GET", path: "/a", answer: .envelope(headers: ["X-A": "1\r\nX-B: 2"])),
        .invalidHeader("X-A")
      ),
    ] as [(APIServer.Route, APIServer.RouteError)])
  func test_whenARouteCannotBeServed_thenStartThrowsWhichAndWhy(
    route: APIServer.Route, expected: APIServer.RouteError
  ) async throws {
    // given / when / then
    await #expect(throws: expected) {
      let server = try await APIServer.start(routes: [route])
      await server.stop()
    }
  }
}
