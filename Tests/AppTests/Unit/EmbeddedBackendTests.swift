import Foundation
import Testing

@testable import CleanDemo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct EmbeddedBackendTests {
  private let base = URL(string: "http://embedded.invalid/api")!

  private func request(
    _ method: String, _ path: String, token: String? = nil, body: String? = nil,
    timeout: TimeInterval = 5
  ) -> URLRequest {
    var request = URLRequest(url: URL(string: base.absoluteString + path)!)
    request.httpMethod = method
    request.timeoutInterval = timeout
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    request.httpBody = body.map { Data($0.utf8) }
    return request
  }

  private func login(_ backend: EmbeddedBackend) async throws -> String {
    let (data, _) = try await backend.data(
      for: request("POST", "/auth/login", body: #"{"nickname":"alice","password":"secret"}"#))
    let envelope = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return try #require((envelope?["data"] as? [String: Any])?["token"] as? String)
  }

  @Test func test_whenAPercentEncodedQueryArrives_thenTheRouterSeesTheDecodedValue() async throws {
    // given
    let backend = EmbeddedBackend(baseURL: base)
    let token = try await login(backend)
    // when: the query "a b+c&d=e", encoded strictly as the Data layer does
    let (data, response) = try await backend.data(
      for: request("GET", "/users?query=a%20b%2Bc%26d%3De&page=0&size=5", token: token))
    // then: exactly player 29, whose nickname is that text
    #expect(response.statusCode == 200)
    let envelope = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let items = (envelope?["data"] as? [String: Any])?["items"] as? [[String: Any]]
    #expect(items?.compactMap { $0["id"] as? Int } == [29])
  }

  @Test func test_whenAServerFaultIsScripted_thenTheNextRequestIsA500AndTheOneAfterIsNot()
    async throws
  {
    // given
    let faults = FaultInjector()
    let backend = EmbeddedBackend(baseURL: base, faults: faults)
    let token = try await login(backend)
    faults.failNextRequest(with: .serverError(status: 500))
    // when
    let (_, failed) = try await backend.data(for: request("GET", "/users/1", token: token))
    let (_, recovered) = try await backend.data(for: request("GET", "/users/1", token: token))
    // then
    #expect(failed.statusCode == 500)
    #expect(recovered.statusCode == 200)
  }

  @Test func test_whenATimeoutIsScripted_thenURLErrorTimedOutIsThrown() async throws {
    // given
    let faults = FaultInjector()
    let backend = EmbeddedBackend(baseURL: base, faults: faults)
    faults.failNextRequest(with: .timeout)
    // when / then
    await #expect(throws: URLError(.timedOut)) {
      try await backend.data(for: request("GET", "/users/1", timeout: 0.01))
    }
  }

  @Test func test_whenLatencyReachesTheTimeout_thenTheRequestTimesOut() async throws {
    // given
    let backend = EmbeddedBackend(baseURL: base, latency: .milliseconds(20))
    // when / then
    await #expect(throws: URLError(.timedOut)) {
      try await backend.data(for: request("GET", "/users/1", timeout: 0.01))
    }
  }

  @Test func test_whenAMalformedBodyIsScripted_thenA200WithNonJSONArrives() async throws {
    // given
    let faults = FaultInjector()
    let backend = EmbeddedBackend(baseURL: base, faults: faults)
    faults.failNextRequest(with: .malformedBody)
    // when
    let (data, response) = try await backend.data(for: request("GET", "/users/1"))
    // then
    #expect(response.statusCode == 200)
    #expect((try? JSONSerialization.jsonObject(with: data)) == nil)
  }

  @Test func test_whenTheURLIsNotBelowTheBaseURL_thenBadURLIsThrown() async {
    // given
    let backend = EmbeddedBackend(baseURL: base)
    let foreign = URLRequest(url: URL(string: "http://elsewhere.invalid/api/users/1")!)
    // when / then
    await #expect(throws: URLError(.badURL)) { try await backend.data(for: foreign) }
  }
}
