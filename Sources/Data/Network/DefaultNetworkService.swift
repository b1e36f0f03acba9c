import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `NetworkService` over a `NetworkSession`, classifying with a `NetworkErrorResolver`, with a
/// middleware chain, retries and token refresh.
///
/// One request is one or more *attempts*, all under one wall-clock deadline of
/// `configuration.timeout` (past it: exactly one `.transport(.timedOut(_:))`, and the request is
/// cancelled). Over a `DefaultNetworkSession` the wait for one of the server's
/// `configuration.maxConnectionsPerHost` connections counts: a request still waiting at its
/// deadline fails with `.transport(.timedOut(.notSent))`. Over a `DefaultNetworkSession` the deadline is enforced where each wait
/// happens, on the caller's task: the transfer's own timer
/// (`DefaultNetworkSession.data(for:maxResponseSize:deadline:)`), and a `RequestDeadline` race
/// for the adapters, a running token refresh and the backoff waits — each discards what arrives
/// after the deadline. Over any other session the whole request races one `RequestDeadline`
/// (that session cannot be told the deadline), whose timer waits on `clock`
/// (`BackoffClock.sleep(until:)`): the real time by default, a test's virtual time when it
/// injects a virtual clock. Each attempt: build
/// the request from the endpoint and configuration (with the token `configuration.tokenProvider`
/// gives now), let `middleware.adapters` change it, tell `middleware.observers`, send it with
/// the configuration's response size cap, map a thrown transport error with the resolver, map a
/// failure status with the feature's own reading first (`DomainEndpoint`: what it reads ends
/// the request as it is, with no refresh, 401 handling or retry) and the resolver otherwise,
/// and tell the observers how it ended.
/// Then:
///
/// 1. **Refresh and replay.** A 401 to an attempt that carried an access token, with a
///    `refresher`, asks it for a new token (one refresh shared by all concurrent callers) and
///    replays the request once with it — whatever its method. A refresh failure fails the
///    request with that error. A request that requires authorization first waits for a refresh
///    already running. Login and refresh carry no access token, so they are never refreshed.
/// 2. **Final 401.** A 401 that is not refreshed (no refresher, or the replay's own 401) calls
///    `onUnauthorized` with the token it carried (the store clears the session if it still
///    holds it).
/// 3. **Retry.** A failure the endpoint's `RetryPolicy` (or else `retryPolicy`) accepts is tried
///    again — a write only when its endpoint carries an idempotency key
///    (`Endpoint.withIdempotencyKey(_:)`; the same key on every attempt) — after a backoff wait on `clock` — or the `Retry-After` wait — unless that wait would
///    pass the request's deadline (`clock.now` at the start plus `configuration.timeout`, shared
///    by every attempt, wait, refresh and replay): then the request fails at once with the last
///    attempt's error. The wait's randomness is `jitter` (uniform in `[0, 1]`).
///
/// Threading: immutable and `Sendable`; runs on the caller's task. Cancelling it ends the
/// request with `.cancelled(_:)`, during a wait too: `.notSent` while no attempt may have
/// reached the server, `.outcomeUnknown` after (see `RequestDelivery`). A timeout carries the
/// same. Over a `DefaultNetworkSession` nothing of the request is sent once the caller has seen
/// either.
public struct DefaultNetworkService: NetworkService {
  /// The base URL, deadline, size cap, default headers and token provider of every request.
  public let configuration: NetworkConfiguration
  let session: any NetworkSession
  let resolver: any NetworkErrorResolver
  let onUnauthorized: (@Sendable (_ rejectedToken: String) -> Void)?
  /// Adapters and observers run around every attempt.
  public let middleware: NetworkMiddleware
  /// The retry rule for endpoints that do not set their own.
  public let retryPolicy: RetryPolicy
  let refresher: (any TokenRefresher)?
  let clock: any BackoffClock
  let jitter: @Sendable () -> Double

  /// A service with these collaborators; only `configuration` is required.
  ///
  /// - Parameters:
  ///   - configuration: where requests go, their deadline, size cap, headers and token.
  ///   - session: the transport (`URLSession` by default).
  ///   - resolver: classifies failure statuses and transport errors.
  ///   - onUnauthorized: called with the rejected token on a 401 that is not refreshed.
  ///   - middleware: adapters and observers run around every attempt.
  ///   - retryPolicy: the retry rule of endpoints without their own.
  ///   - refresher: renews the token after a 401; `nil` never refreshes.
  ///   - clock: the time the deadline and the backoff waits are read and spent on.
  ///   - jitter: a random number in `[0, 1]` that scales each backoff wait.
  public init(
    configuration: NetworkConfiguration,
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver(),
    onUnauthorized: (@Sendable (_ rejectedToken: String) -> Void)? = nil,
    middleware: NetworkMiddleware = .none,
    retryPolicy: RetryPolicy = .standard,
    refresher: (any TokenRefresher)? = nil,
    clock: any BackoffClock = SystemBackoffClock(),
    jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
  ) {
    self.configuration = configuration
    self.session = session
    self.resolver = resolver
    self.onUnauthorized = onUnauthorized
    self.middleware = middleware
    self.retryPolicy = retryPolicy
    self.refresher = refresher
    self.clock = clock
    self.jitter = jitter
  }

  /// Runs the attempts of `endpoint`'s request (refresh and replay, retries) under one
  /// `RequestDeadline` of `configuration.timeout`, on the caller's task; returns the success
  /// body or throws exactly one `APIError` (`.transport(.timedOut(_:))` past the deadline,
  /// `.cancelled(_:)` when the caller is cancelled).
  public func body<Response>(for endpoint: Endpoint<Response>) async throws(APIError) -> Data {
    let deadline = ContinuousClock.now + configuration.timeout
    let waitDeadline = clock.now + configuration.timeout
    guard session is DefaultNetworkSession else {
      // Another session knows no deadline: race the whole request against a timer task, on
      // `clock` (a virtual clock's deadline passes only when its time does).
      let clock = self.clock
      return try await RequestDeadline.run(
        timer: { try await clock.sleep(until: waitDeadline) },
        { () async throws(APIError) in
          try await resilientBody(for: endpoint, deadline: nil, waitDeadline: waitDeadline)
        })
    }
    // Runs on the caller's task, with no task racing it: the transfer's own timer ends it at
    // the deadline, and every other wait is raced against what is left (see `resilientBody`).
    return try await resilientBody(
      for: endpoint, deadline: deadline, waitDeadline: waitDeadline)
  }
}
