import CleanData
import CleanDataTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `DefaultNetworkSession.data(for:maxResponseSize:deadline:)`: the deadline's timer lives in
/// the transfer itself, so a server that keeps the connection busy cannot outlast it.
@Suite("DefaultNetworkSession: the deadline armed inside the transfer")
struct SessionDeadlineTests {
  private func request(_ server: APIServer, _ path: String, _ query: [String: String] = [:])
    -> URLRequest
  {
    var components = URLComponents(
      url: server.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    components.queryItems = query.sorted { $0.key < $1.key }.map {
      URLQueryItem(name: $0.key, value: $0.value)
    }
    return URLRequest(url: components.url!)
  }

  private func urlErrorCode(_ body: () async throws -> Void) async -> URLError.Code? {
    do {
      try await body()
      return nil
    } catch let error as URLError {
      return error.code
    } catch {
      return nil
    }
  }

  @Test func test_whenTheServerDripFeedsTheBody_thenTimedOutAtTheDeadlineAndTheSessionStillWorks()
    async throws
  {
    try await APIServer.with { server in
      // given a body of 100 bytes, one every 0.2 s (20 s in all; the idle timeout never fires)
      let session = DefaultNetworkSession()
      let drip = request(server, "hostile/drip", ["length": "100", "interval": "0.2"])
      // when the deadline is 300 ms away
      let code = await urlErrorCode {
        _ = try await session.data(
          for: drip, maxResponseSize: 1 << 20, deadline: .now + .milliseconds(300))
      }
      // then
      #expect(code == .timedOut)
      let (_, response) = try await session.data(
        for: request(server, "hostile/echo"), maxResponseSize: 1 << 20,
        deadline: .now + .seconds(30))
      #expect(response.statusCode == 200)
    }
  }

  @Test func test_whenTheDeadlineHasAlreadyPassed_thenTimedOutWithoutAnAnswer() async throws {
    try await APIServer.with { server in
      // given
      let session = DefaultNetworkSession()
      // when
      let code = await urlErrorCode {
        _ = try await session.data(
          for: request(server, "hostile/echo"), maxResponseSize: 1 << 20,
          deadline: .now - .seconds(1))
      }
      // then
      #expect(code == .timedOut)
    }
  }

  @Test func test_whenTheAnswerComesBeforeTheDeadline_thenItIsReturned() async throws {
    try await APIServer.with { server in
      // given
      let session = DefaultNetworkSession()
      // when
      let (body, response) = try await session.data(
        for: request(server, "hostile/echo"), maxResponseSize: 1 << 20,
        deadline: .now + .seconds(30))
      // then
      #expect(response.statusCode == 200)
      #expect(!body.isEmpty)
    }
  }
}
