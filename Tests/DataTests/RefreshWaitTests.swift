import CleanData
import CleanDataTesting
import CleanDomain
import CleanPrimitives
import Foundation
import Testing

/// A request that starts while a refresh is running waits for it, and is sent with its outcome.
@Suite("DefaultNetworkService waits for a running refresh")
struct RefreshWaitTests {
  /// A refresher whose "running refresh" ends when it is waited for: it stores `renewed`, or
  /// fails with `failure`.
  private final class FinishingRefresher: TokenRefresher {
    let token = Locked("old")
    let failure: APIError?

    init(failure: APIError? = nil) {
      self.failure = failure
    }

    func waitForRunningRefresh() async throws(APIError) {
      if let failure { throw failure }
      token.withLock { $0 = "new" }
    }

    func token(replacing rejectedToken: String) async throws(APIError) -> String {
      throw .unauthorized(HTTPFailure(status: 401))
    }
  }

  private func service(_ session: ScriptedNetworkSession, _ refresher: FinishingRefresher)
    -> DefaultNetworkService
  {
    DefaultNetworkService(
      configuration: try! NetworkConfiguration(
        baseURL: "http://api.test", tokenProvider: { refresher.token.withLock { $0 } }),
      session: session, refresher: refresher, clock: VirtualBackoffClock())
  }

  @Test func test_whenARefreshIsRunning_thenAnAuthorizedRequestIsSentWithItsNewToken()
    async throws
  {
    // given
    let session = ScriptedNetworkSession(answers: [
      .respond(status: 200, body: Bodies.envelope(status: 200, data: Bodies.alice))
    ])
    // when
    _ = try await service(session, FinishingRefresher()).body(for: APIEndpoints.user(id: 1))
    // then
    #expect(session.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer new")
  }

  @Test func test_whenTheRunningRefreshFails_thenTheWaitingRequestFailsWithItUnsent() async {
    // given
    let session = ScriptedNetworkSession(answers: [.respond(status: 200)])
    let refresher = FinishingRefresher(failure: .transport(.cannotConnect))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service(session, refresher).body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error == .transport(.cannotConnect))
    #expect(session.requests.isEmpty)
  }

  @Test func test_whenTheRequestNeedsNoAuthorization_thenItDoesNotWait() async throws {
    // given
    let session = ScriptedNetworkSession(answers: [.respond(status: 401)])
    let refresher = FinishingRefresher(failure: .transport(.cannotConnect))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service(session, refresher).body(
        for: APIEndpoints.login(nickname: "alice", password: "secret"))
    }
    // then: the login was sent and failed on its own terms
    #expect(error?.status == 401)
    #expect(session.requests.count == 1)
  }
}
