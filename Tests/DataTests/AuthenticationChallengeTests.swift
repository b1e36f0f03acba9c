import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// 401 and 407 answers carrying authentication challenges (`/hostile/challenge` of the fixture
/// server), over the real URLSession path. FoundationNetworking turns a `WWW-Authenticate: Basic`
/// challenge into a delegate question and, left unanswered with a credential, never completes
/// the task; these tests give every request a 30 s deadline so that such a stall ends as
/// `.timedOut` — a failed expectation, not a hung run — and the time limit catches anything
/// worse.
@Suite("Integration: authentication challenges on loopback", .timeLimit(.minutes(1)))
struct AuthenticationChallengeTests {
  /// What the challenge route saw of each request.
  struct Seen: Decodable, Sendable {
    let path: String
    let authorization: String?
  }

  /// The envelope of the challenge route's answer.
  struct Envelope: Decodable, Sendable {
    let status: Int
    let message: String
  }

  /// Records the tokens `DefaultNetworkService` reports as rejected.
  final class RejectedTokens: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var tokens: [String] = []
    func append(_ token: String) { lock.withLock { tokens.append(token) } }
    var all: [String] { lock.withLock { tokens } }
  }

  private func transfer(
    _ server: APIServer, rejected: RejectedTokens = RejectedTokens()
  ) -> DefaultDataTransferService {
    // The server's loopback URL and a positive timeout are always valid.
    let configuration = try! NetworkConfiguration(
      baseURL: server.baseURL, timeout: .seconds(30), tokenProvider: { "secret-token" })
    return DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: configuration, onUnauthorized: { rejected.append($0) }))
  }

  private func challenge(
    _ values: [String], mark: String, status: Int = 401, header: String? = nil
  ) -> Endpoint<Envelope> {
    var query = values.map { URLQueryItem(name: "value", value: $0) }
    query.append(URLQueryItem(name: "mark", value: mark))
    query.append(URLQueryItem(name: "status", value: "\(status)"))
    if let header { query.append(URLQueryItem(name: "header", value: header)) }
    return Endpoint(
      method: .get, pathSegments: ["hostile", "challenge"], queryItems: query,
      requiresAuthorization: true, response: .envelope())
  }

  private func seen(_ api: DefaultDataTransferService, mark: String) async throws -> [Seen] {
    let all = try await api.request(
      Endpoint<[Seen]>(method: .get, pathSegments: ["hostile", "seen"], response: .envelope()))
    return all.filter { $0.path.contains("mark=\(mark)&") }
  }

  @Test(arguments: [
    ["Basic realm=\"x\""], ["basic realm=x"], ["Digest realm=\"b\", Basic realm=\"a\""],
    ["Digest realm=\"x\", nonce=\"n\""], ["Negotiate"], ["Basic"], [""],
    ["\u{1}\u{7f} ;;, realm=\"", "Basic realm=\"\u{7f}\""],
    ["Digest realm=\"b\"", "Basic realm=\"a\""],
  ])
  func test_whenA401CarriesAChallenge_thenUnauthorizedWithItsBodyAndNoCredentialIsSent(
    values: [String]
  ) async throws {
    try await APIServer.with { server in
      // given a stack whose requests may last 30 s
      let rejected = RejectedTokens()
      let api = transfer(server, rejected: rejected)
      let mark = UUID().uuidString
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(challenge(values, mark: mark))
      }
      // then the 401 arrived, with its envelope, before the deadline could end it
      #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
      #expect(error?.serverMessage == "sign in again")
      #expect(rejected.all == ["secret-token"])
      // and the server saw one request, with the stack's own token and never a credential
      let requests = try await seen(api, mark: mark)
      #expect(requests.map(\.authorization) == ["Bearer secret-token"])
    }
  }

  @Test func test_whenA407CarriesAProxyChallenge_thenUnexpectedStatusWithItsBody() async throws {
    try await APIServer.with { server in
      // given
      let api = transfer(server)
      let mark = UUID().uuidString
      // when
      let error = await apiError { () async throws(APIError) in
        try await api.request(
          challenge(
            ["Basic realm=\"proxy\""], mark: mark, status: 407, header: "Proxy-Authenticate"))
      }
      // then
      #expect(error?.withoutServerDetails == .unexpectedStatus(HTTPFailure(status: 407)))
      #expect(error?.serverMessage == "sign in again")
    }
  }

  @Test func test_whenTheSessionMeetsABasicChallenge_thenItReturnsThe401AndStillWorks()
    async throws
  {
    try await APIServer.with { server in
      // given one session, and a request with a 30 s deadline
      let session = DefaultNetworkSession()
      var components = URLComponents(
        url: server.baseURL.appendingPathComponent("hostile/challenge"),
        resolvingAgainstBaseURL: false)!
      components.queryItems = [URLQueryItem(name: "value", value: "Basic realm=\"x\"")]
      let request = URLRequest(url: components.url!)
      // when
      let (body, response) = try await session.data(
        for: request, maxResponseSize: 1 << 20, deadline: .now + .seconds(30))
      // then the 401 is the response, with its whole body
      #expect(response.statusCode == 401)
      let envelope = try JSONDecoder().decode(Envelope.self, from: body)
      #expect(envelope.status == 401)
      #expect(envelope.message == "sign in again")
      // and the session still answers
      let (_, next) = try await session.data(
        for: URLRequest(url: server.baseURL.appendingPathComponent("hostile/echo")),
        maxResponseSize: 1 << 20, deadline: .now + .seconds(30))
      #expect(next.statusCode == 200)
    }
  }
}
