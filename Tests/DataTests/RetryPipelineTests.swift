import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

/// Retries inside `DefaultNetworkService`, on a virtual clock: every wait is recorded and
/// spent at once, so no test sleeps.
@Suite("DefaultNetworkService retries on virtual time")
struct RetryPipelineTests {
  private let unavailable = ScriptedNetworkSession.Answer.respond(
    status: 503, body: Bodies.envelope(status: 503, message: "down"))
  private let ok = ScriptedNetworkSession.Answer.respond(
    status: 200, body: Bodies.envelope(status: 200, data: Bodies.alice))

  private func service(
    _ session: ScriptedNetworkSession, clock: VirtualBackoffClock,
    policy: RetryPolicy = .standard, timeout: Duration = .seconds(10), jitter: Double = 1,
    observer: RecordingObserver = RecordingObserver()
  ) -> DefaultNetworkService {
    DefaultNetworkService(
      configuration: try! NetworkConfiguration(
        baseURL: "http://api.test", timeout: timeout, tokenProvider: { "t-1" }),
      session: session, middleware: NetworkMiddleware(observers: [observer]),
      retryPolicy: policy, clock: clock, jitter: { jitter })
  }

  @Test func test_whenAGetFails503Twice_thenTheThirdAttemptSucceedsAfterTwoBackoffWaits()
    async throws
  {
    // given
    let session = ScriptedNetworkSession(answers: [unavailable, unavailable, ok])
    let clock = VirtualBackoffClock()
    // when
    let body = try await service(session, clock: clock).body(for: APIEndpoints.user(id: 1))
    // then
    #expect(body == Bodies.envelope(status: 200, data: Bodies.alice))
    #expect(session.requests.count == 3)
    #expect(clock.waits == [.milliseconds(200), .milliseconds(400)])
  }

  @Test func test_whenJitterIsHalf_thenEachWaitIsHalfItsCap() async throws {
    // given
    let session = ScriptedNetworkSession(answers: [unavailable, unavailable, ok])
    let clock = VirtualBackoffClock()
    // when
    _ = try await service(session, clock: clock, jitter: 0.5).body(for: APIEndpoints.user(id: 1))
    // then
    #expect(clock.waits == [.milliseconds(100), .milliseconds(200)])
  }

  @Test(arguments: [0, 1, 2, 4])
  func test_whenEveryAttemptFails_thenThereAreRetriesPlusOneAttemptsAndTheLastErrorWins(
    retries: Int
  ) async {
    // given
    let session = ScriptedNetworkSession(answers: [unavailable])
    let clock = VirtualBackoffClock()
    let service = service(
      session, clock: clock, policy: RetryPolicy(retries: retries), timeout: .seconds(60))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == .server(HTTPFailure(status: 503)))
    #expect(error?.serverMessage == "down")
    #expect(session.requests.count == retries + 1)
    #expect(clock.waits.count == retries)
  }

  @Test(arguments: [URLError.Code.cannotConnectToHost, .networkConnectionLost])
  func test_whenAGetCannotConnect_thenItIsRetried(code: URLError.Code) async throws {
    // given
    let session = ScriptedNetworkSession(answers: [.fail(code), ok])
    let clock = VirtualBackoffClock()
    // when
    _ = try await service(session, clock: clock).body(for: APIEndpoints.user(id: 1))
    // then
    #expect(session.requests.count == 2)
  }

  @Test func test_whenAGetTimesOut_thenItIsNotRetried() async {
    // given
    let session = ScriptedNetworkSession(answers: [.fail(.timedOut), ok])
    let service = service(session, clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error == .transport(.timedOut(.outcomeUnknown)))
    #expect(session.requests.count == 1)
  }

  @Test func test_whenAPostWithoutAKeyFails503_thenItIsNeverRetried() async {
    // given a write whose endpoint declares no idempotency key
    let session = ScriptedNetworkSession(answers: [unavailable, ok])
    let clock = VirtualBackoffClock()
    let service = service(session, clock: clock)
    let write = Endpoint<Void>(
      method: .post, pathSegments: ["scores"], body: Data("{}".utf8), requiresAuthorization: true)
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: write)
    }
    // then
    #expect(error?.status == 503)
    #expect(session.requests.count == 1)
    #expect(clock.waits.isEmpty)
  }

  @Test(arguments: [
    ScriptedNetworkSession.Answer.respond(
      status: 503, body: Bodies.envelope(status: 503, message: "down")),
    .fail(.networkConnectionLost), .fail(.cannotConnectToHost),
  ])
  func test_whenAWriteWithAKeyFailsLikeARetriedGet_thenItIsRetriedWithTheSameKey(
    failure: ScriptedNetworkSession.Answer
  ) async throws {
    // given the start (its endpoint declares a key), failing once as a GET would be retried
    let session = ScriptedNetworkSession(answers: [failure, ok])
    let clock = VirtualBackoffClock()
    let key = IdempotencyKey()
    let endpoint = APIEndpoints.startMatch(userIds: [1, 2], idempotencyKey: key).endpoint
    // when
    _ = try await service(session, clock: clock).body(for: endpoint)
    // then two attempts, one backoff wait, and the same key on both
    #expect(session.requests.count == 2)
    #expect(clock.waits.count == 1)
    #expect(
      session.requests.map { $0.value(forHTTPHeaderField: "Idempotency-Key") }
        == [key.headerValue, key.headerValue])
  }

  @Test(arguments: [409, 422, 400, 500])
  func test_whenAWriteWithAKeyFailsOtherwise_thenItIsNotRetried(status: Int) async {
    // given
    let session = ScriptedNetworkSession(answers: [
      .respond(status: status, body: Bodies.envelope(status: status)), ok,
    ])
    let endpoint = Endpoint<Void>(
      method: .post, pathSegments: ["matches"], body: Data("{}".utf8)
    ).withIdempotencyKey(IdempotencyKey())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service(session, clock: VirtualBackoffClock()).body(for: endpoint)
    }
    // then
    #expect(error?.status == status)
    #expect(session.requests.count == 1)
  }

  @Test func test_whenADeleteCannotConnect_thenItIsNeverRetried() async {
    // given
    let session = ScriptedNetworkSession(answers: [.fail(.cannotConnectToHost), ok])
    let service = service(session, clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.endMatch(id: 1))
    }
    // then
    #expect(error == .transport(.cannotConnect))
    #expect(session.requests.count == 1)
  }

  @Test func test_whenRetryAfterSays7Seconds_thenTheWaitIs7SecondsNotTheBackoff() async throws {
    // given
    let session = ScriptedNetworkSession(answers: [
      .respond(status: 503, headers: ["Retry-After": "7"], body: Bodies.envelope(status: 503)), ok,
    ])
    let clock = VirtualBackoffClock()
    // when
    _ = try await service(session, clock: clock, timeout: .seconds(30))
      .body(for: APIEndpoints.user(id: 1))
    // then
    #expect(clock.waits == [.seconds(7)])
  }

  @Test func test_when429SaysRetryAfter0_thenItIsRetriedAtOnce() async throws {
    // given
    let session = ScriptedNetworkSession(answers: [
      .respond(status: 429, headers: ["retry-after": "0"], body: Bodies.envelope(status: 429)), ok,
    ])
    let clock = VirtualBackoffClock()
    // when
    _ = try await service(session, clock: clock).body(for: APIEndpoints.user(id: 1))
    // then
    #expect(clock.waits == [.zero])
    #expect(session.requests.count == 2)
  }

  @Test func test_whenRetryAfterWouldPassTheDeadline_thenTheRequestFailsAtOnceWithTheStatus()
    async
  {
    // given a 10 s deadline and a server asking for 20 s
    let session = ScriptedNetworkSession(answers: [
      .respond(status: 503, headers: ["Retry-After": "20"], body: Bodies.envelope(status: 503)),
      ok,
    ])
    let clock = VirtualBackoffClock()
    let service = service(session, clock: clock, timeout: .seconds(10))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then: the last attempt's error, not a timeout; no wait, no second attempt
    #expect(error?.withoutServerDetails == .server(HTTPFailure(status: 503)))
    #expect(clock.waits.isEmpty)
    #expect(session.requests.count == 1)
  }

  @Test func test_whenAttemptsAndWaitsUseUpTheDeadline_thenNoWaitPassesItAndTheLastErrorWins()
    async
  {
    // given: each attempt takes 400 ms of a 1 s deadline; waits are 200 ms then 400 ms
    let clock = VirtualBackoffClock()
    let session = ScriptedNetworkSession(
      onRequest: { clock.advance(by: .milliseconds(400)) }, answers: [unavailable])
    let service = service(
      session, clock: clock, policy: RetryPolicy(retries: 5), timeout: .seconds(1))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then: 0.4 + 0.2 + 0.4 = 1.0; the next wait (0.4) would pass the deadline
    #expect(error?.withoutServerDetails == .server(HTTPFailure(status: 503)))
    #expect(session.requests.count == 2)
    #expect(clock.waits == [.milliseconds(200)])
  }

  @Test func test_whenAnEndpointReplacesThePolicy_thenItsOwnPolicyIsUsed() async {
    // given
    let session = ScriptedNetworkSession(answers: [unavailable])
    let service = service(session, clock: VirtualBackoffClock(), timeout: .seconds(60))
    // when
    _ = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1).retrying(with: .never))
    }
    _ = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 2).retrying(with: RetryPolicy(retries: 4)))
    }
    // then
    #expect(session.requests(to: "/users/1").count == 1)
    #expect(session.requests(to: "/users/2").count == 5)
  }

  @Test func test_whenRetrying_thenObserversSeeEveryAttemptNumberedWithItsOutcome() async throws {
    // given
    let session = ScriptedNetworkSession(answers: [unavailable, .fail(.cannotConnectToHost), ok])
    let observer = RecordingObserver()
    // when
    _ = try await service(session, clock: VirtualBackoffClock(), observer: observer)
      .body(for: APIEndpoints.user(id: 1))
    // then
    #expect(observer.attempts.map(\.number) == [1, 2, 3])
    #expect(
      observer.attempts.map(\.outcome) == [
        .status(503), .failure(.transport(.cannotConnect)), .status(200),
      ])
    #expect(observer.startedCount == 3)
  }

  @Test func test_whenCancelledDuringAWait_thenTheRequestEndsCancelled() async {
    // given a clock whose waits never end until cancelled
    let session = ScriptedNetworkSession(answers: [unavailable])
    let service = DefaultNetworkService(
      configuration: try! NetworkConfiguration(baseURL: "http://api.test"), session: session,
      clock: HangingBackoffClock())
    // when
    let task = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in
        try await service.body(for: APIEndpoints.user(id: 1))
      }
    }
    task.cancel()
    // then (before the first attempt it was not sent; during the wait, after a 503, it was)
    #expect(await task.value?.isCancellation == true)
  }
}

/// A clock whose waits end only by cancellation.
private struct HangingBackoffClock: BackoffClock {
  var now: ContinuousClock.Instant { .now }
  func sleep(for duration: Duration) async throws {
    try await CancellationGate().wait() as Void
  }
}
