import CleanDomain
import CleanReactive
import Foundation

extension DefaultDataTransferService {
  /// The whole stack over `URLSession` for `baseURL`, wired to `store`: requests carry the stored
  /// token, and a 401 to a request clears the stored session if it still holds that token.
  ///
  /// Ownership: the returned service keeps `store`, `session` and `resolver` alive for as long
  /// as it lives. A store passed as a temporary (`sessionStore: InMemorySessionStore()`) is
  /// therefore still the one requests read — holding it weakly would make every request go out
  /// without a token and come back as a 401 nobody could explain.
  ///
  /// - Parameters:
  ///   - headers: sent with every request (an endpoint's own headers override them).
  ///   - resolver: classifies statuses and transport failures; replace it for an API with other
  ///     conventions.
  /// - Throws: `NetworkConfigurationError` when `baseURL`, `timeout` or `maxResponseSize` is
  ///   invalid.
  public static func live(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = NetworkConfiguration.defaultMaxResponseSize,
    headers: [String: String] = [:],
    sessionStore store: any SessionStore,
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver()
  ) throws(NetworkConfigurationError) -> DefaultDataTransferService {
    let configuration = try NetworkConfiguration(
      baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize, headers: headers,
      sessionStore: store)
    return live(
      configuration: configuration, sessionStore: store, session: session, resolver: resolver)
  }

  /// The whole stack for a `configuration` you built (its token provider is used as is), with a
  /// 401 to a request that carried a token clearing `store`'s session if it still holds that
  /// token. Keeps `store`, `session` and `resolver` alive for as long as the service lives.
  public static func live(
    configuration: NetworkConfiguration,
    sessionStore store: any SessionStore,
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver()
  ) -> DefaultDataTransferService {
    let network = DefaultNetworkService(
      configuration: configuration, session: session, resolver: resolver,
      onUnauthorized: { token in store.clear(ifTokenIs: token) })
    return DefaultDataTransferService(network: network)
  }
}
