import CleanDataTesting
import CleanDomain
import Foundation
import Testing

@testable import CleanData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `DefaultNetworkSession.data(for:maxResponseSize:deadline:)`: the session's one deadline timer
/// ends each transfer at its own deadline, so a server that keeps the connection busy cannot
/// outlast it.
@Suite("DefaultNetworkSession: each transfer ends at its deadline")
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

  /// What the session threw: a timeout or a cancellation is an `APIError` that says how far the
  /// request got.
  private func failure(_ body: () async throws -> Void) async -> APIError? {
    do {
      try await body()
      return nil
    } catch let error as APIError {
      return error
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
      let code = await failure {
        _ = try await session.data(
          for: drip, maxResponseSize: 1 << 20, deadline: .now + .milliseconds(300))
      }
      // then
      #expect(code == .transport(.timedOut(.outcomeUnknown)))
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
      let code = await failure {
        _ = try await session.data(
          for: request(server, "hostile/echo"), maxResponseSize: 1 << 20,
          deadline: .now - .seconds(1))
      }
      // then: never sent
      #expect(code == .transport(.timedOut(.notSent)))
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

  @Test(.timeLimit(.minutes(1)))
  func test_whenASoonerDeadlineComesAfterALaterOne_thenTheSoonerEndsFirst() async throws {
    try await APIServer.with { server in
      // given a transfer whose deadline is ten minutes away (the session's one timer is armed
      // for it), on a server that never answers
      let session = DefaultNetworkSession()
      let silent = request(server, "hostile/silent")
      let later = Task {
        await failure {
          _ = try await session.data(
            for: silent, maxResponseSize: 1 << 20, deadline: .now + .seconds(600))
        }
      }
      while session.transfersAwaitingDeadline == 0 { await Task.yield() }
      // when a second one starts with a deadline 300 ms away
      let sooner = await failure {
        _ = try await session.data(
          for: silent, maxResponseSize: 1 << 20, deadline: .now + .milliseconds(300))
      }
      // then it times out at its own deadline (were the timer not re-armed, it would wait for
      // the ten-minute one and the time limit would fail the test), and the first still runs
      #expect(sooner == .transport(.timedOut(.outcomeUnknown)))
      later.cancel()
      #expect(await later.value == .cancelled(.outcomeUnknown))
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func test_whenManyTransfersShareTheSession_thenEachEndsAtItsOwnDeadline() async throws {
    try await APIServer.with { server in
      // given six transfers to a server that never answers, started latest deadline first
      let session = DefaultNetworkSession()
      let silent = request(server, "hostile/silent")
      let start = ContinuousClock.now
      let offsets = [900, 750, 600, 450, 300, 150]
      // when
      let codes = await withTaskGroup(of: APIError?.self) { group in
        for offset in offsets {
          group.addTask {
            await failure {
              _ = try await session.data(
                for: silent, maxResponseSize: 1 << 20,
                deadline: start + .milliseconds(offset))
            }
          }
        }
        var codes: [APIError?] = []
        for await code in group { codes.append(code) }
        return codes
      }
      // then every one times out (before it was sent, when the machine was so busy that it
      // started after its deadline), and the session still answers
      #expect(codes.count == offsets.count)
      #expect(
        codes.allSatisfy {
          $0 == .transport(.timedOut(.outcomeUnknown)) || $0 == .transport(.timedOut(.notSent))
        })
      let (_, response) = try await session.data(
        for: request(server, "hostile/echo"), maxResponseSize: 1 << 20,
        deadline: .now + .seconds(30))
      #expect(response.statusCode == 200)
    }
  }
}
