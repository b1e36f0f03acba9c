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
  /// - Throws: `NetworkConfigurationError` when `baseURL` or `timeout` is invalid.
  public static func live(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    sessionStore store: any SessionStore,
    session: any NetworkSession = DefaultNetworkSession(),
    retryPolicy: RetryPolicy = .standard,
    middleware: NetworkMiddleware = .none,
    clock: any BackoffClock = SystemBackoffClock()
  ) throws(NetworkConfigurationError) -> DefaultDataTransferService {
    let configuration = try NetworkConfiguration(
      baseURL: baseURL, timeout: timeout, sessionStore: store)
    let onUnauthorized: @Sendable (String) -> Void = { [weak store] token in
      store?.clear(ifTokenIs: token)
    }
    // The refresh goes through the same transport and middleware, without a refresher of its own.
    let refreshing = DefaultNetworkService(
      configuration: configuration, session: session, onUnauthorized: onUnauthorized,
      middleware: middleware, retryPolicy: retryPolicy, clock: clock)
    let refresher = DefaultTokenRefresher(
      store: store, transfer: DefaultDataTransferService(network: refreshing))
    let network = DefaultNetworkService(
      configuration: configuration, session: session, onUnauthorized: onUnauthorized,
      middleware: middleware, retryPolicy: retryPolicy, refresher: refresher, clock: clock)
    return DefaultDataTransferService(network: network)
  }
}
