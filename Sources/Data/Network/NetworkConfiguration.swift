import Foundation

/// Where and how requests are sent: a validated base URL, a timeout, default headers and a token
/// provider for the `Authorization` header.
///
/// Threading: an immutable `Sendable` value. `tokenProvider` is called once per request that
/// requires authorization, on the requesting task; it must be thread-safe.
public struct NetworkConfiguration: Sendable {
  /// Returns the bearer token to send, or `nil` to send none.
  public typealias TokenProvider = @Sendable () -> String?

  /// The absolute `http`/`https` URL every endpoint's path is appended to.
  public let baseURL: URL
  /// How long a request may wait for the server before it fails with `.transport(.timedOut)`.
  /// Sent as `URLRequest.timeoutInterval`, rounded *up* to whole seconds: Linux's
  /// FoundationNetworking truncates the interval to whole seconds (so 0.3 s would mean
  /// "no timeout"); rounding up keeps every positive timeout effective on every platform.
  public let timeout: Duration
  /// Headers sent with every request (an endpoint's own headers override them).
  public let headers: [String: String]
  /// Supplies the token for endpoints that require authorization.
  public let tokenProvider: TokenProvider

  /// - Throws: `NetworkConfigurationError` when the base URL is not `http`/`https` with a host, or
  ///   carries user info, a query or fragment, or a port outside 1...65535, or when the timeout is
  ///   not positive.
  public init(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    headers: [String: String] = [:],
    tokenProvider: @escaping TokenProvider = { nil }
  ) throws(NetworkConfigurationError) {
    guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = baseURL.host, !host.isEmpty, baseURL.query == nil, baseURL.fragment == nil,
      baseURL.user == nil, baseURL.password == nil, (1...65535).contains(baseURL.port ?? 1)
    else { throw .invalidBaseURL(baseURL.absoluteString) }
    guard timeout > .zero else { throw .invalidTimeout(timeout) }
    self.baseURL = baseURL
    self.timeout = timeout
    self.headers = headers
    self.tokenProvider = tokenProvider
  }

  /// Parses and validates `baseURL`; see `init(baseURL:timeout:headers:tokenProvider:)`.
  public init(
    baseURL: String,
    timeout: Duration = .seconds(10),
    headers: [String: String] = [:],
    tokenProvider: @escaping TokenProvider = { nil }
  ) throws(NetworkConfigurationError) {
    guard let url = URL(string: baseURL) else { throw .invalidBaseURL(baseURL) }
    try self.init(baseURL: url, timeout: timeout, headers: headers, tokenProvider: tokenProvider)
  }

  /// The timeout in whole seconds (at least 1), as `URLRequest.timeoutInterval` wants it.
  var timeoutInterval: TimeInterval {
    let (seconds, attoseconds) = timeout.components
    return TimeInterval(attoseconds > 0 ? seconds + 1 : max(seconds, 1))
  }
}
