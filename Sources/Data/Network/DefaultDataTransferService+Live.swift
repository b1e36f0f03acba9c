import CleanDomain
import CleanReactive
import Foundation

extension DefaultDataTransferService {
  /// The whole stack over `URLSession` for `baseURL`, wired to `store`: requests carry the stored
  /// token, and a 401 to a request clears the stored session if it still holds that token.
  ///
  /// - Throws: `NetworkConfigurationError` when `baseURL`, `timeout` or `maxResponseSize` is
  ///   invalid.
  public static func live(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = NetworkConfiguration.defaultMaxResponseSize,
    sessionStore store: any SessionStore,
    session: any NetworkSession = DefaultNetworkSession()
  ) throws(NetworkConfigurationError) -> DefaultDataTransferService {
    let configuration = try NetworkConfiguration(
      baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize, sessionStore: store)
    let network = DefaultNetworkService(
      configuration: configuration, session: session,
      onUnauthorized: { [weak store] token in store?.clear(ifTokenIs: token) })
    return DefaultDataTransferService(network: network)
  }
}
