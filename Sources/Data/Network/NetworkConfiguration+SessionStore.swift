import CleanDomain
import CleanReactive
import Foundation

extension NetworkConfiguration {
  /// A configuration whose token provider reads `store.session?.token` on every request.
  ///
  /// - Throws: `NetworkConfigurationError`, as
  ///   `init(baseURL:timeout:maxResponseSize:headers:tokenProvider:)`.
  public init(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = defaultMaxResponseSize,
    headers: [String: String] = [:],
    sessionStore store: any SessionStore
  ) throws(NetworkConfigurationError) {
    try self.init(
      baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize, headers: headers,
      tokenProvider: { [weak store] in store?.session?.token })
  }
}
