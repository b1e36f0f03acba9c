import CleanDomain
import CleanReactive
import Foundation

extension DefaultDataTransferService {
  /// The whole stack over `URLSession` for `baseURL`, wired to `store`: requests carry the stored
  /// access token; a 401 to one is refreshed once for all concurrent requests with the stored
  /// refresh token and the request replayed (`DefaultTokenRefresher`); a 401 that cannot be
  /// refreshed clears the stored session if it still holds that token. Idempotent requests are
  /// retried by `retryPolicy`; `middleware` adapts and observes every attempt, the login and the
  /// refresh included.
  ///
  /// Ownership: the returned service keeps `store`, `session` and `resolver` alive for as long
  /// as it lives. A store passed as a temporary (`sessionStore: InMemorySessionStore()`) is
  /// therefore still the one requests read — holding it weakly would make every request go out
  /// without a token and come back as a 401 nobody could explain.
  ///
  /// - Parameters:
  ///   - baseURL: the absolute `http`/`https` URL every endpoint's path is appended to.
  ///   - timeout: the deadline of a whole request, all its attempts, waits and any token
  ///     refresh included; past it the request fails with `.transport(.timedOut(_:))`.
  ///   - maxResponseSize: the most body bytes accepted; more fails with
  ///     `.transport(.responseTooLarge(limit:))`.
  ///   - maxConnectionsPerHost: how many requests are sent to the server at once; more wait in
  ///     order (`NetworkConfiguration.maxConnectionsPerHost`, 6 by default).
  ///   - headers: sent with every request (an endpoint's own headers override them).
  ///   - store: the session whose access token is sent, whose refresh token renews it, and
  ///     which a final 401 clears.
  ///   - session: the transport (`DefaultNetworkSession` over `URLSession` by default).
  ///   - resolver: classifies statuses and transport failures; replace it for an API with other
  ///     conventions.
  ///   - retryPolicy: the retry rule of endpoints without their own (`GET` only by default).
  ///   - middleware: adapters and observers run around every attempt.
  ///   - clock: the time the deadline and the backoff waits are read and spent on (a virtual
  ///     one in tests).
  /// - Throws: `NetworkConfigurationError` when `baseURL`, `timeout`, `maxResponseSize` or
  ///   `maxConnectionsPerHost` is invalid.
  public static func live(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = NetworkConfiguration.defaultMaxResponseSize,
    maxConnectionsPerHost: Int = NetworkConfiguration.defaultMaxConnectionsPerHost,
    headers: [String: String] = [:],
    sessionStore store: any SessionStore,
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver(),
    retryPolicy: RetryPolicy = .standard,
    middleware: NetworkMiddleware = .none,
    clock: any BackoffClock = SystemBackoffClock()
  ) throws(NetworkConfigurationError) -> DefaultDataTransferService {
    let configuration = try NetworkConfiguration(
      baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize,
      maxConnectionsPerHost: maxConnectionsPerHost, headers: headers, sessionStore: store)
    return live(
      configuration: configuration, sessionStore: store, session: session, resolver: resolver,
      retryPolicy: retryPolicy, middleware: middleware, clock: clock)
  }

  /// The whole stack for a `configuration` you built (its token provider is used as is), with
  /// refresh, retries and middleware as in `live(baseURL:…)`, and a 401 that cannot be refreshed
  /// clearing `store`'s session if it still holds that token. Keeps `store`, `session` and
  /// `resolver` alive for as long as the service lives.
  public static func live(
    configuration: NetworkConfiguration,
    sessionStore store: any SessionStore,
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver(),
    retryPolicy: RetryPolicy = .standard,
    middleware: NetworkMiddleware = .none,
    clock: any BackoffClock = SystemBackoffClock()
  ) -> DefaultDataTransferService {
    let onUnauthorized: @Sendable (String) -> Void = { token in store.clear(ifTokenIs: token) }
    // The refresh goes through the same transport and middleware, without a refresher of its own.
    let refreshing = DefaultNetworkService(
      configuration: configuration, session: session, resolver: resolver,
      onUnauthorized: onUnauthorized, middleware: middleware, retryPolicy: retryPolicy,
      clock: clock)
    let refresher = DefaultTokenRefresher(
      store: store, transfer: DefaultDataTransferService(network: refreshing))
    let network = DefaultNetworkService(
      configuration: configuration, session: session, resolver: resolver,
      onUnauthorized: onUnauthorized, middleware: middleware, retryPolicy: retryPolicy,
      refresher: refresher, clock: clock)
    return DefaultDataTransferService(network: network)
  }
}
