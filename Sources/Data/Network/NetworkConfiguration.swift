import Foundation

/// Where and how requests are sent: a validated base URL, a timeout, a response size cap, how
/// many requests go to the server at once, default headers and a token provider for the
/// `Authorization` header.
///
/// Threading: an immutable `Sendable` value. `tokenProvider` is called once per request that
/// requires authorization, on the requesting task; it must be thread-safe.
public struct NetworkConfiguration: Sendable {
  /// Returns the bearer token to send, or `nil` to send none.
  public typealias TokenProvider = @Sendable () -> String?

  /// 10 MiB: far above any response of the API, far below what would hurt a device.
  public static let defaultMaxResponseSize = 10 * 1024 * 1024
  /// 6: the requests one app or tool sends to one server at a time by default — the per-host
  /// limit URLSession and browsers use, enough for a screen's reads and writes in parallel
  /// while one slow server cannot take every connection.
  public static let defaultMaxConnectionsPerHost = 6
  /// 128: the most `maxConnectionsPerHost` may be (`DefaultNetworkSession` lets URLSession open
  /// that many per host, so that it never queues a request of its own).
  public static let maxConnectionsPerHostLimit = 128

  /// The absolute `http`/`https` URL every endpoint's path is appended to.
  public let baseURL: URL
  /// The wall-clock deadline of a whole request — waiting for a connection (see
  /// `maxConnectionsPerHost`), connecting, the response head, the body — after
  /// which it fails with `.transport(.timedOut(_:))` (`RequestDeadline`; fractional seconds are
  /// honoured). Also sent as `URLRequest.timeoutInterval` (URLSession's idle timeout), rounded
  /// *up* to whole seconds, as Linux's FoundationNetworking truncates it.
  public let timeout: Duration
  /// The most bytes of a response body accepted (after decompression); a larger response fails
  /// with `.transport(.responseTooLarge(limit:))`. Default `defaultMaxResponseSize` (10 MiB).
  public let maxResponseSize: Int
  /// How many requests to one server (host and port) are handed to the connection at once; a
  /// request beyond it waits, in order, for one of them to end. Default
  /// `defaultMaxConnectionsPerHost` (6); at most `maxConnectionsPerHostLimit`.
  ///
  /// The wait counts against `timeout`: a request whose deadline passes while it waits fails
  /// with `.transport(.timedOut(.notSent))` — it was never sent — and one cancelled while it
  /// waits with `.cancelled(.notSent)`. (`DefaultNetworkSession` keeps this queue itself, so a
  /// request cancelled while waiting is never handed to URLSession, whose own queue would send
  /// it as soon as a connection came free.) Over another `NetworkSession` it is not used.
  public let maxConnectionsPerHost: Int
  /// Headers sent with every request (an endpoint's own headers override them).
  public let headers: [String: String]
  /// Supplies the token for endpoints that require authorization.
  public let tokenProvider: TokenProvider
  /// `baseURL` as text without its trailing slashes: what every request's path is appended to.
  let requestBase: String
  /// `Accept: application/json`, then `headers`: the fields every request starts from.
  let defaultHeaderFields: RequestHeaderFields

  /// A configuration with these settings, validated once here so that no request can fail for
  /// a malformed base URL, timeout or size cap.
  ///
  /// - Throws: `NetworkConfigurationError` when the base URL is not `http`/`https` with a host, or
  ///   carries user info, a query or fragment, or a port outside 1...65535, or (on Linux) has an
  ///   IPv6 address as its host; when the timeout is not positive, when the response size cap
  ///   is not positive, or when `maxConnectionsPerHost` is outside
  ///   1...`maxConnectionsPerHostLimit`.
  public init(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = defaultMaxResponseSize,
    maxConnectionsPerHost: Int = defaultMaxConnectionsPerHost,
    headers: [String: String] = [:],
    tokenProvider: @escaping TokenProvider = { nil }
  ) throws(NetworkConfigurationError) {
    guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = baseURL.host, !host.isEmpty, baseURL.query == nil, baseURL.fragment == nil,
      baseURL.user == nil, baseURL.password == nil, (1...65535).contains(baseURL.port ?? 1)
    else { throw .invalidBaseURL(baseURL.absoluteString) }
    #if canImport(FoundationNetworking)
      // FoundationNetworking refuses every request to an IPv6 address host (see
      // `NetworkConfigurationError.invalidBaseURL`): refused here, not at the first request.
      guard !baseURL.hasIPv6AddressHost else { throw .invalidBaseURL(baseURL.absoluteString) }
    #endif
    guard timeout > .zero else { throw .invalidTimeout(timeout) }
    guard maxResponseSize > 0 else { throw .invalidMaxResponseSize(maxResponseSize) }
    guard (1...Self.maxConnectionsPerHostLimit).contains(maxConnectionsPerHost) else {
      throw .invalidMaxConnectionsPerHost(maxConnectionsPerHost)
    }
    self.baseURL = baseURL
    self.maxConnectionsPerHost = maxConnectionsPerHost
    self.timeout = timeout
    self.maxResponseSize = maxResponseSize
    self.headers = headers
    self.tokenProvider = tokenProvider
    var base = baseURL.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    self.requestBase = base
    var fields = RequestHeaderFields(["Accept": "application/json"])
    for (name, value) in headers { fields.set(value, for: name) }
    self.defaultHeaderFields = fields
  }

  /// Parses and validates `baseURL`; see
  /// `init(baseURL:timeout:maxResponseSize:maxConnectionsPerHost:headers:tokenProvider:)`.
  public init(
    baseURL: String,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = defaultMaxResponseSize,
    maxConnectionsPerHost: Int = defaultMaxConnectionsPerHost,
    headers: [String: String] = [:],
    tokenProvider: @escaping TokenProvider = { nil }
  ) throws(NetworkConfigurationError) {
    guard let url = URL(string: baseURL) else { throw .invalidBaseURL(baseURL) }
    try self.init(
      baseURL: url, timeout: timeout, maxResponseSize: maxResponseSize,
      maxConnectionsPerHost: maxConnectionsPerHost, headers: headers,
      tokenProvider: tokenProvider)
  }

  /// The timeout in whole seconds (at least 1), as `URLRequest.timeoutInterval` wants it.
  var timeoutInterval: TimeInterval {
    let (seconds, attoseconds) = timeout.components
    return TimeInterval(attoseconds > 0 ? seconds + 1 : max(seconds, 1))
  }
}
