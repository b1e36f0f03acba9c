import CleanData
import CleanDataTesting
import CleanDomain
import CleanPrimitives
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The middleware chain: adapters change every attempt, observers see it, the log line format.
@Suite("Network middleware: adapters, observers, the HTTP log")
struct MiddlewareTests {
  /// Adds `X-Attempt: <number>` to every attempt.
  private struct AttemptHeader: RequestAdapter {
    func adapt(_ request: URLRequest, for attempt: NetworkAttempt) async throws(APIError)
      -> URLRequest
    {
      var adapted = request
      adapted.setValue(String(attempt.number), forHTTPHeaderField: "X-Attempt")
      return adapted
    }
  }

  /// Refuses to send anything.
  private struct Refusing: RequestAdapter {
    func adapt(_ request: URLRequest, for attempt: NetworkAttempt) async throws(APIError)
      -> URLRequest
    {
      throw .transport(.other("refused by adapter"))
    }
  }

  private func service(
    _ session: ScriptedNetworkSession, _ middleware: NetworkMiddleware, token: String? = "t-1"
  ) -> DefaultNetworkService {
    DefaultNetworkService(
      configuration: try! NetworkConfiguration(
        baseURL: "http://api.test", tokenProvider: { token }),
      session: session, middleware: middleware, clock: VirtualBackoffClock(), jitter: { 0 })
  }

  @Test func test_whenAnAdapterIsInstalled_thenEveryAttemptCarriesItsChangeAndTheToken()
    async throws
  {
    // given
    let session = ScriptedNetworkSession(answers: [
      .respond(status: 503), .respond(status: 200, body: Bodies.envelope(status: 200)),
    ])
    // when
    _ = try await service(session, NetworkMiddleware(adapters: [AttemptHeader()]))
      .body(for: APIEndpoints.user(id: 1))
    // then
    #expect(session.requests.map { $0.value(forHTTPHeaderField: "X-Attempt") } == ["1", "2"])
    #expect(
      session.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [
        "Bearer t-1", "Bearer t-1",
      ])
  }

  @Test func test_whenAnAdapterThrows_thenNothingIsSentAndItsErrorIsTheOutcome() async {
    // given
    let session = ScriptedNetworkSession(answers: [.respond(status: 200)])
    let observer = RecordingObserver()
    let service = service(session, NetworkMiddleware(adapters: [Refusing()], observers: [observer]))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error == .transport(.other("refused by adapter")))
    #expect(session.requests.isEmpty)
    #expect(observer.startedCount == 0)
  }

  @Test func test_whenAnEndpointNeedsNoAuthorization_thenTheTokenAdapterSendsNoToken() async throws
  {
    // given
    let session = ScriptedNetworkSession(answers: [
      .respond(status: 401, body: Bodies.envelope(status: 401))
    ])
    // when
    _ = await apiError { () async throws(APIError) in
      try await service(session, .none).body(
        for: APIEndpoints.login(nickname: "alice", password: "secret"))
    }
    // then
    #expect(session.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func test_whenAnAttemptEnds_thenTheLogLineHoldsMethodPathStatusDurationAndAttempt() throws {
    // given
    let request = try APIEndpoints.searchUsers(query: "al ice", page: 1, size: 5)
      .urlRequest(with: .stub())
    let attempt = NetworkAttempt(request: request, number: 2, requiresAuthorization: true)
    // when
    let ok = HTTPLogObserver.line(for: attempt, outcome: .status(503), duration: .milliseconds(42))
    let refused = HTTPLogObserver.line(
      for: attempt, outcome: .failure(.transport(.cannotConnect)), duration: .microseconds(900))
    // then
    #expect(ok == "http GET /v1/users?query=al%20ice&page=1&size=5 → 503 42ms (attempt 2)")
    #expect(refused.hasSuffix("→ cannotConnect 0ms (attempt 2)"))
    #expect(!ok.contains("t-1"), "no header is logged")
  }

  @Test func test_whenTheQueryNamesASecret_thenItsValueIsRedactedInTheLog() throws {
    // given
    let endpoint = Endpoint<Void>(
      method: .get, pathSegments: ["x"],
      queryItems: [
        URLQueryItem(name: "password", value: "hunter2hunter2"),
        URLQueryItem(name: "refreshToken", value: "r-0123456789abcdef"),
        URLQueryItem(name: "page", value: "1"),
      ])
    let attempt = NetworkAttempt(
      request: try endpoint.urlRequest(with: .stub()), number: 1, requiresAuthorization: false)
    // when
    let line = HTTPLogObserver.line(for: attempt, outcome: .status(200), duration: .zero)
    // then
    #expect(line.contains("/v1/x?password=<redacted>&refreshToken=<redacted>&page=1"))
    #expect(!line.contains("hunter2"))
    #expect(!line.contains("0123456789"))
  }

  @Test func test_whenLoggingAStack_thenLoginAndEveryAttemptAreWritten() async throws {
    // given
    let lines = Locked<[String]>([])
    let session = ScriptedNetworkSession(answers: [
      .respond(status: 401, body: Bodies.envelope(status: 401))
    ])
    let logger = HTTPLogObserver { line in lines.withLock { $0.append(line) } }
    // when
    _ = await apiError { () async throws(APIError) in
      try await service(session, NetworkMiddleware(observers: [logger])).body(
        for: APIEndpoints.login(nickname: "alice", password: "secret"))
    }
    // then
    #expect(lines.withLock { $0.count } == 1)
    #expect(lines.withLock { $0.first?.hasPrefix("http POST /auth/login → 401 ") } == true)
  }
}
