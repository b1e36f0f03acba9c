import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Endpoint → URLRequest")
struct EndpointURLRequestTests {
  @Test func test_whenUserEndpointIsBuilt_thenPathMethodAndBearerHeaderAreSet() throws {
    // given
    let endpoint = APIEndpoints.user(id: 42)
    // when
    let request = try endpoint.urlRequest(with: .stub(token: "abc"))
    // then
    #expect(request.url?.absoluteString == "http://api.test:8080/v1/users/42")
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer abc")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    #expect(request.httpBody == nil)
  }

  @Test func test_whenLoginIsBuilt_thenNoTokenIsSentAndBodyIsJSON() throws {
    // given
    let endpoint = APIEndpoints.login(nickname: "김 철수", password: "p&ss")
    // when
    let request = try endpoint.urlRequest(with: .stub(token: "abc"))
    // then
    #expect(request.url?.absoluteString == "http://api.test:8080/v1/auth/login")
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let body = try JSONSerialization.jsonObject(with: request.httpBody!) as? [String: String]
    #expect(body == ["nickname": "김 철수", "password": "p&ss"])
  }

  @Test func test_whenNoTokenIsAvailable_thenNoAuthorizationHeaderIsSent() throws {
    // when
    let request = try APIEndpoints.user(id: 1).urlRequest(with: .stub(token: nil))
    // then
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test(arguments: [
    "", "abc\r\nX-Admin: 1", "abc\nX: y", "abc\rX: y", "abc\u{0}", "abc\u{85}X: y",
    "abc\u{2028}X: y", "abc\u{2029}", "abc\u{0B}", "abc\u{0C}",
  ])
  func test_whenTokenIsEmptyOrHasLineBreaks_thenItIsNotSent(token: String) throws {
    // when
    let request = try APIEndpoints.user(id: 1).urlRequest(with: .stub(token: token))
    // then
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func test_whenSearchQueryIsHostile_thenItStaysOneQueryValue() throws {
    // given
    let endpoint = APIEndpoints.searchUsers(query: "../admin?x=1&page=9", page: 0, size: 20)
    // when
    let request = try endpoint.urlRequest(with: .stub())
    // then
    let url = try #require(request.url)
    #expect(url.path == "/v1/users")
    #expect(
      url.absoluteString
        == "http://api.test:8080/v1/users?query=..%2Fadmin%3Fx%3D1%26page%3D9&page=0&size=20")
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(items.map(\.name) == ["query", "page", "size"])
    #expect(items.first?.value == "../admin?x=1&page=9")
  }

  @Test(arguments: [
    ("a b", "a%20b"),
    ("a+b", "a%2Bb"),
    ("김 철수", "%EA%B9%80%20%EC%B2%A0%EC%88%98"),
    ("x=1&y=2", "x%3D1%26y%3D2"),
    ("#frag", "%23frag"),
    ("100%", "100%25"),
    ("safe-._~AZaz09", "safe-._~AZaz09"),
  ])
  func test_whenQueryValueHasReservedOrNonASCIICharacters_thenTheyArePercentEncoded(
    raw: String, encoded: String
  ) throws {
    // when
    let request = try APIEndpoints.searchUsers(query: raw, page: 1, size: 5)
      .urlRequest(with: .stub())
    // then
    #expect(request.url?.query == "query=\(encoded)&page=1&size=5")
  }

  @Test(arguments: [
    ("../admin?x=1&page=9", "/v1/echo/..%2Fadmin%3Fx%3D1%26page%3D9"),
    ("..", "/v1/echo/%2E%2E"),
    (".", "/v1/echo/%2E"),
    ("a/b", "/v1/echo/a%2Fb"),
    ("김 철수", "/v1/echo/%EA%B9%80%20%EC%B2%A0%EC%88%98"),
    ("", "/v1/echo/"),
  ])
  func test_whenPathSegmentIsHostile_thenItStaysOneSegment(raw: String, encodedPath: String)
    throws
  {
    // given
    let endpoint = Endpoint<Void>(method: .get, pathSegments: ["echo", raw])
    // when
    let request = try endpoint.urlRequest(with: .stub())
    // then
    let url = try #require(request.url)
    #expect(url.query == nil)
    #expect(url.fragment == nil)
    #expect(
      URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath == encodedPath)
  }

  @Test func test_whenBaseURLHasTrailingSlash_thenNoDoubleSlashAppears() throws {
    // given
    let configuration = try NetworkConfiguration(baseURL: "http://localhost:9/api/")
    // when
    let request = try APIEndpoints.endMatch(id: 3).urlRequest(with: configuration)
    // then
    #expect(request.url?.absoluteString == "http://localhost:9/api/matches/3")
    #expect(request.httpMethod == "DELETE")
  }

  @Test(arguments: [
    (Duration.milliseconds(1), 1.0), (.milliseconds(300), 1), (.seconds(1), 1),
    (.milliseconds(1_500), 2), (.seconds(30), 30),
  ])
  func test_whenTimeoutIsConfigured_thenRequestCarriesItRoundedUpToWholeSeconds(
    timeout: Duration, expected: TimeInterval
  ) throws {
    // given
    let configuration = try NetworkConfiguration(baseURL: "https://example.com", timeout: timeout)
    // when
    let request = try APIEndpoints.user(id: 1).urlRequest(with: configuration)
    // then
    #expect(request.timeoutInterval == expected)
  }

  @Test func test_whenHeadersAreConfiguredAndOverridden_thenEndpointHeadersWin() throws {
    // given
    let configuration = try NetworkConfiguration(
      baseURL: "https://example.com", headers: ["X-Client": "cli", "X-Trace": "base"])
    let endpoint = Endpoint<Void>(method: .get, pathSegments: ["a"], headers: ["X-Trace": "own"])
    // when
    let request = try endpoint.urlRequest(with: configuration)
    // then
    #expect(request.value(forHTTPHeaderField: "X-Client") == "cli")
    #expect(request.value(forHTTPHeaderField: "X-Trace") == "own")
  }

  @Test func test_whenTheSameHeaderIsNamedInAnotherCase_thenTheLaterValueReplacesTheEarlier()
    throws
  {
    // given a configured header and an endpoint header that differ only in case
    let configuration = try NetworkConfiguration(
      baseURL: "https://example.com", headers: ["x-trace": "base", "accept": "text/plain"])
    let endpoint = Endpoint<Void>(method: .get, pathSegments: ["a"], headers: ["X-TRACE": "own"])
    // when
    let request = try endpoint.urlRequest(with: configuration)
    // then one field each, holding the later value
    let fields = request.allHTTPHeaderFields ?? [:]
    #expect(fields.keys.filter { $0.lowercased() == "x-trace" }.count == 1)
    #expect(request.value(forHTTPHeaderField: "X-Trace") == "own")
    #expect(fields.keys.filter { $0.lowercased() == "accept" }.count == 1)
    #expect(request.value(forHTTPHeaderField: "Accept") == "text/plain")
  }

  @Test(arguments: ["a\r\nX-Admin: 1", "a\nb", "a\rb", "a\u{0}b", "a\r\n"])
  func test_whenAHeaderValueCouldSplitTheHeaderBlock_thenItIsNotSent(value: String) throws {
    // given
    let configuration = try NetworkConfiguration(
      baseURL: "https://example.com", headers: ["X-Client": value])
    // when
    let request = try Endpoint<Void>(method: .get, pathSegments: ["a"])
      .urlRequest(with: configuration)
    // then
    #expect(request.value(forHTTPHeaderField: "X-Client") == nil)
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
  }

  @Test func test_whenAHeaderValueIsFoldedOntoAContinuationLine_thenItIsKeptAsURLRequestWould()
    throws
  {
    // given CRLF followed by a space: obsolete folding, which `URLRequest.setValue` accepts too
    let folded = "a,\r\n b"
    var reference = URLRequest(url: URL(string: "https://example.com")!)
    reference.setValue(folded, forHTTPHeaderField: "X-Folded")
    let configuration = try NetworkConfiguration(
      baseURL: "https://example.com", headers: ["X-Folded": folded])
    // when
    let request = try Endpoint<Void>(method: .get, pathSegments: ["a"])
      .urlRequest(with: configuration)
    // then
    #expect(request.value(forHTTPHeaderField: "X-Folded") == folded)
    #expect(reference.value(forHTTPHeaderField: "X-Folded") == folded)
  }

  @Test func test_whenAConfiguredContentTypeExists_thenABodyKeepsIt() throws {
    // given
    let configuration = try NetworkConfiguration(
      baseURL: "https://example.com", headers: ["content-type": "application/vnd.api+json"])
    let endpoint = Endpoint<Void>(method: .post, pathSegments: ["a"], body: Data("{}".utf8))
    // when
    let request = try endpoint.urlRequest(with: configuration)
    // then
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/vnd.api+json")
    #expect(request.httpMethod == "POST")
  }

  @Test func test_whenAnEndpointRequiresAuthorization_thenAConfiguredAuthorizationIsReplaced()
    throws
  {
    // given a default Authorization header, and a token
    let configuration = try NetworkConfiguration(
      baseURL: "https://example.com", headers: ["authorization": "Basic c2VjcmV0"],
      tokenProvider: { "abc" })
    // when
    let authorized = try APIEndpoints.user(id: 1).urlRequest(with: configuration)
    let noToken = try APIEndpoints.user(id: 1).urlRequest(
      with: NetworkConfiguration(
        baseURL: "https://example.com", headers: ["authorization": "Basic c2VjcmV0"]))
    // then the token's header replaces it; without a token, none is sent
    #expect(authorized.value(forHTTPHeaderField: "Authorization") == "Bearer abc")
    #expect(
      (authorized.allHTTPHeaderFields ?? [:]).keys.filter { $0.lowercased() == "authorization" }
        .count == 1)
    #expect(noToken.value(forHTTPHeaderField: "Authorization") == nil)
  }
}
