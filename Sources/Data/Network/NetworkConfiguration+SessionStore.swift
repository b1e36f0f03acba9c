import CleanDomain
import CleanReactive
import Foundation

extension NetworkConfiguration {
  /// A configuration whose token provider reads `store.session?.token` on every request.
  ///
  /// The configuration holds `store` strongly: it is the store's only reader, so a weak
  /// reference would let a store created in the call expression vanish and every request go out
  /// without its token. (The store holds nothing of the network stack, so there is no cycle.)
  ///
  /// - Throws: `NetworkConfigurationError`, as
  ///   `init(baseURL:timeout:maxResponseSize:maxConnectionsPerHost:headers:tokenProvider:)`.
  public init(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = defaultMaxResponseSize,
    maxConnectionsPerHost: Int = defaultMaxConnectionsPerHost,
    headers: [String: String] = [:],
    sessionStore store: any SessionStore
  ) throws(NetworkConfigurationError) {
    try self.init(
      baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize,
      maxConnectionsPerHost: maxConnectionsPerHost, headers: headers,
      tokenProvider: { store.session?.token })
  }
}
