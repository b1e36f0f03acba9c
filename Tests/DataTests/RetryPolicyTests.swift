import CleanData
import CleanDataTesting
import CleanDomain
import Testing

@Suite("RetryPolicy: which failures are retried, and how long to wait")
struct RetryPolicyTests {
  private let policy = RetryPolicy.standard

  @Test(arguments: [429, 502, 503, 504])
  func test_whenAGetFailsWithARetryableStatus_thenItIsRetried(status: Int) {
    // given
    let error: APIError =
      status >= 500
      ? .server(HTTPFailure(status: status)) : .unexpectedStatus(HTTPFailure(status: status))
    // when / then
    #expect(policy.shouldRetry(.get, after: error, retriesSoFar: 0))
  }

  @Test(arguments: [
    APIError.server(HTTPFailure(status: 500)), .server(HTTPFailure(status: 501)),
    .unexpectedStatus(HTTPFailure(status: 400)), .notFound(HTTPFailure(status: 404)),
    .unauthorized(HTTPFailure(status: 401)), .decoding("x"), .transport(.timedOut(.outcomeUnknown)),
    .transport(.offline),
    .transport(.cannotFindHost), .transport(.other("x")), .cancelled(.notSent),
    .cancelled(.outcomeUnknown),
    .transport(.responseTooLarge(limit: 1)),
  ])
  func test_whenAGetFailsOtherwise_thenItIsNotRetried(error: APIError) {
    #expect(!policy.shouldRetry(.get, after: error, retriesSoFar: 0))
  }

  @Test(arguments: [TransportFailure.cannotConnect, .connectionLost])
  func test_whenAGetCannotConnectOrLosesTheConnection_thenItIsRetried(failure: TransportFailure) {
    #expect(policy.shouldRetry(.get, after: .transport(failure), retriesSoFar: 1))
  }

  @Test(arguments: [HTTPMethod.post, .delete, .put, .patch])
  func test_whenTheMethodIsNotAGet_thenItIsNeverRetried(method: HTTPMethod) {
    #expect(!policy.shouldRetry(method, after: .server(HTTPFailure(status: 503)), retriesSoFar: 0))
    #expect(!policy.shouldRetry(method, after: .transport(.cannotConnect), retriesSoFar: 0))
  }

  @Test func test_whenTheRetriesAreUsedUp_thenNoMoreRetry() {
    #expect(!policy.shouldRetry(.get, after: .server(HTTPFailure(status: 503)), retriesSoFar: 2))
    #expect(
      !RetryPolicy(retries: 0).shouldRetry(
        .get, after: .server(HTTPFailure(status: 503)), retriesSoFar: 0))
  }

  @Test func test_whenRetriesIsNegative_thenItMeansNone() {
    #expect(RetryPolicy(retries: -3).retries == 0)
  }

  @Test func test_whenBackingOff_thenTheCapDoublesFrom200msUpTo5s() {
    // given / when
    let caps = (1...8).map { policy.backoffCap(beforeRetry: $0) }
    // then
    #expect(
      caps == [
        .milliseconds(200), .milliseconds(400), .milliseconds(800), .milliseconds(1600),
        .milliseconds(3200), .seconds(5), .seconds(5), .seconds(5),
      ])
  }

  @Test(arguments: [0.0, 0.25, 0.5, 1.0])
  func test_whenJitterIsDrawn_thenTheWaitIsThatFractionOfTheCap(fraction: Double) {
    // given / when
    let wait = policy.backoff(beforeRetry: 3, unitRandom: fraction)
    // then: full jitter, uniform in [0, cap]
    #expect(wait == .milliseconds(Int(800 * fraction)))
  }

  @Test func test_whenJitterIsOutOfRange_thenTheWaitStaysInsideZeroToCap() {
    #expect(policy.backoff(beforeRetry: 1, unitRandom: 7) == .milliseconds(200))
    #expect(policy.backoff(beforeRetry: 1, unitRandom: -1) == .zero)
    #expect(policy.backoff(beforeRetry: 1, unitRandom: .nan) == .zero)
  }

  @Test func test_whenRetryAfterIsSeconds_thenItIsTheWaitEvenBeyond5s() {
    #expect(policy.retryAfter(status: 503, headerValue: "7") == .seconds(7))
    #expect(policy.retryAfter(status: 429, headerValue: " 0 ") == .zero)
  }

  @Test(arguments: [
    (503, "Wed, 21 Oct 2015 07:28:00 GMT"), (503, "-1"), (503, "1.5"), (503, ""), (502, "3"),
    (504, "3"),
  ])
  func test_whenRetryAfterIsNotUsableSeconds_thenNoWaitIsTakenFromIt(status: Int, value: String) {
    #expect(policy.retryAfter(status: status, headerValue: value) == nil)
  }
}
