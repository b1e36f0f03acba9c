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

/// The real URLSession path against the fixture's hostile routes (`/hostile/...` of
/// `Fixtures/api_server.py`): redirects, drip-fed and silent servers, oversized and gzip-bomb
/// bodies, truncated bodies, garbage status lines and huge headers. Each test asserts the typed
/// outcome and that the same stack still answers the next request.
///
/// Serialized: every case starts a Python server and several push megabytes (a 200 MB and an
/// 8 MiB body, a 64 MiB gzip bomb) — about 9 CPU-seconds in all. Run side by side on a loaded
/// 2-core machine, each request's wall-clock deadline (10 s) also paid for its ~30 siblings' work
/// and ended as `.transport(.timedOut(_:))`; one at a time, a deadline measures its own request.
/// On a quiet machine the suite takes as long either way (about 8.5 s).
@Suite("Integration: a hostile server on loopback", .serialized)
struct HostileServerTests {
  /// What `/hostile/echo` saw.
  struct Echo: Decodable, Sendable {
    let method: String
    let host: String?
    let authorization: String?
    let contentType: String?
    let body: [String: [Int]]?
  }

  struct Seen: Decodable, Sendable {
    let path: String
    let authorization: String?
  }

  /// A stack over `session` (by default a new one): pass the same session to check that a
  /// later request on the same transport still works.
  private func transfer(
    _ server: APIServer, token: String? = "secret-token", timeout: Duration = .seconds(10),
    maxResponseSize: Int = NetworkConfiguration.defaultMaxResponseSize,
    session: DefaultNetworkSession = DefaultNetworkSession()
  ) -> DefaultDataTransferService {
    // The server's loopback URL, a positive timeout and a positive cap are always valid.
    let configuration = try! NetworkConfiguration(
      baseURL: server.baseURL, timeout: timeout, maxResponseSize: maxResponseSize,
      tokenProvider: { token })
    return DefaultDataTransferService(
      network: DefaultNetworkService(configuration: configuration, session: session))
  }

  private func hostile<Response>(
    _ segments: [String], _ query: [String: String] = [:], method: HTTPMethod = .get,
    body: Data? = nil, as type: Response.Type = Echo.self
  ) -> Endpoint<Response> where Response: Decodable {
    Endpoint(
      method: method, pathSegments: ["hostile"] + segments,
      queryItems: query.sorted { $0.key < $1.key }.map {
        URLQueryItem(name: $0.key, value: $0.value)
      },
      body: body, requiresAuthorization: true, response: .envelope())
  }

  /// The stack still works: a request right after the hostile one succeeds.
  private func expectStillWorks(_ api: DefaultDataTransferService) async throws {
    let echo = try await api.request(hostile(["echo"]))
    #expect(echo.method == "GET")
  }

  // MARK: - redirects

  @Test(arguments: [301, 302, 303, 307, 308])
  func test_whenRedirectedToAnotherOrigin_thenRefusedAndTheTokenNeverLeaves(status: Int)
    async throws
  {
    try await APIServer.with { server in
      // given a redirect to the same server under another host name: another origin
      let api = transfer(server)
      let mark = "cross-\(status)"
      let target = "http://localhost:\(server.port)/hostile/echo?mark=\(mark)"
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["redirect"], ["status": "\(status)", "to": target]))
      }
      // then the 3xx is the answer, and no request carrying the token reached the target
      #expect(error?.withoutServerDetails == .unexpectedStatus(HTTPFailure(status: status)))
      let seen = try await api.request(hostile(["seen"], as: [Seen].self))
      #expect(!seen.contains { $0.path.contains(mark) })
      try await expectStillWorks(api)
    }
  }

  @Test(arguments: [307, 308])
  func test_whenPostIsRedirectedWith307Or308OnTheSameOrigin_thenMethodBodyAndTokenAreKept(
    status: Int
  ) async throws {
    try await APIServer.with { server in
      // given
      let api = transfer(server)
      let body = Data(#"{"userIds": [1, 2]}"#.utf8)
      // when
      let echo = try await api.request(
        hostile(
          ["redirect"], ["status": "\(status)", "to": "/hostile/echo"], method: .post, body: body))
      // then
      #expect(echo.method == "POST")
      #expect(echo.body == ["userIds": [1, 2]])
      #expect(echo.authorization == "Bearer secret-token")
    }
  }

  @Test(arguments: [301, 302, 303])
  func test_whenPostIsRedirectedWith301To303OnTheSameOrigin_thenItBecomesAGetWithoutBody(
    status: Int
  ) async throws {
    try await APIServer.with { server in
      // given
      let api = transfer(server)
      // when
      let echo = try await api.request(
        hostile(
          ["redirect"], ["status": "\(status)", "to": "/hostile/echo"], method: .post,
          body: Data(#"{"userIds": [1, 2]}"#.utf8)))
      // then
      #expect(echo.method == "GET")
      #expect(echo.body == nil)
      #expect(echo.contentType == nil)
      #expect(echo.authorization == "Bearer secret-token")
    }
  }

  @Test func test_whenFiveRedirectsLeadToTheAnswer_thenItIsReturned() async throws {
    try await APIServer.with { server in
      // when
      let echo = try await transfer(server).request(hostile(["redirect-chain", "5"]))
      // then
      #expect(echo.method == "GET")
    }
  }

  @Test func test_whenASixthRedirectFollows_thenItIsRefusedAsUnexpectedStatus() async throws {
    try await APIServer.with { server in
      // when
      let error = await apiError { () async throws(APIError) in
        try await transfer(server).request(hostile(["redirect-chain", "6"]))
      }
      // then
      #expect(error?.withoutServerDetails == .unexpectedStatus(HTTPFailure(status: 302)))
    }
  }

  // MARK: - time

  @Test func test_whenTheServerDripFeedsTheBody_thenTimedOutAtTheDeadlineAndTheNextRequestWorks()
    async throws
  {
    try await APIServer.with { server in
      // given headers at once, then a byte every 0.4 s: URLSession's idle timeout never fires
      let session = DefaultNetworkSession()
      let api = transfer(server, timeout: .milliseconds(1_500), session: session)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["drip"], ["length": "100", "interval": "0.4"]))
      }
      // then
      #expect(error == .transport(.timedOut(.outcomeUnknown)))
      try await expectStillWorks(transfer(server, session: session))
    }
  }

  @Test func test_whenTheServerNeverAnswers_thenTimedOutAndTheNextRequestWorks() async throws {
    try await APIServer.with { server in
      // given
      let session = DefaultNetworkSession()
      let api = transfer(server, timeout: .milliseconds(300), session: session)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["silent"]))
      }
      // then
      #expect(error == .transport(.timedOut(.outcomeUnknown)))
      try await expectStillWorks(transfer(server, session: session))
    }
  }

  // MARK: - size

  @Test(arguments: [
    ["bytes": "209715200"], ["bytes": "8388608", "chunked": "1"],
  ])
  func test_whenTheBodyIsLargerThanTheCap_thenResponseTooLarge(query: [String: String])
    async throws
  {
    try await APIServer.with { server in
      // given a 1 MiB cap; a 200 MB body with Content-Length, or 8 MiB chunked (no length)
      let api = transfer(server, maxResponseSize: 1_048_576)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["big"], query))
      }
      // then
      #expect(error == .transport(.responseTooLarge(limit: 1_048_576)))
      try await expectStillWorks(api)
    }
  }

  @Test func test_whenAGzipBodyInflatesPastTheCap_thenResponseTooLarge() async throws {
    try await APIServer.with { server in
      // given 64 MiB of zeros, gzip-compressed to well under the 1 MiB cap
      let api = transfer(server, maxResponseSize: 1_048_576)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["gzip"], ["bytes": "67108864"]))
      }
      // then
      #expect(error == .transport(.responseTooLarge(limit: 1_048_576)))
      try await expectStillWorks(api)
    }
  }

  // MARK: - broken answers

  @Test func test_whenTheBodyIsCutOffMidway_thenConnectionLost() async throws {
    try await APIServer.with { server in
      // given
      let api = transfer(server)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["truncated"], ["length": "1000", "send": "10"]))
      }
      // then
      #expect(error == .transport(.connectionLost))
      try await expectStillWorks(api)
    }
  }

  @Test(arguments: [
    "not-http", "bad-status-code", "huge-status-code", "binary", "bad-header-line", "huge-header",
    "many-headers", "bad-content-length", "negative-content-length",
  ])
  func test_whenTheAnswerIsNotValidHTTP_thenATypedErrorAndTheNextRequestWorks(name: String)
    async throws
  {
    try await APIServer.with { server in
      // given
      let api = transfer(server)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["raw", name]))
      }
      // then a transport failure (libcurl names most of them: `.other` with its reason)
      guard case .transport = error else {
        Issue.record("expected a transport failure, got \(String(describing: error))")
        return
      }
      try await expectStillWorks(api)
    }
  }

  @Test(arguments: ["challenge-without-realm", "challenge-digest", "challenge-basic"])
  func test_whenA401ComesWithAnAuthenticationChallenge_thenUnauthorizedWithoutHangOrCrash(
    name: String
  ) async throws {
    try await APIServer.with { server in
      // given a 401 with a `WWW-Authenticate` challenge (one URLSession would ask to answer)
      let api = transfer(server)
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(hostile(["raw", name]))
      }
      // then
      #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
      try await expectStillWorks(api)
    }
  }
}
