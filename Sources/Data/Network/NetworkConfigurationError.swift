import Foundation

/// Why a `NetworkConfiguration` could not be made. A set-up mistake, reported once at start-up,
/// never a request failure (those are `APIError`).
public enum NetworkConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The base URL is not an absolute `http`/`https` URL with a host and without query or fragment,
  /// or — on Linux — its host is an IPv6 address (`http://[::1]:8080`): FoundationNetworking
  /// fails every request to such a URL with `URLError(.badURL)` before connecting (it checks that
  /// libcurl reads the same host as `URL.host`, and libcurl keeps the brackets that `URL.host`
  /// drops). A host name that resolves to the address works.
  case invalidBaseURL(String)
  /// The timeout is zero or negative.
  case invalidTimeout(Duration)
  /// The response size cap is zero or negative.
  case invalidMaxResponseSize(Int)
  /// The connection cap per host is outside 1...`NetworkConfiguration.maxConnectionsPerHostLimit`.
  case invalidMaxConnectionsPerHost(Int)

  /// A one-line explanation naming the rejected value and what was expected.
  public var description: String {
    switch self {
    #if canImport(FoundationNetworking)
      case .invalidBaseURL(let url) where URL(string: url)?.hasIPv6AddressHost == true:
        "invalid base URL \"\(url)\": an IPv6 address host is not supported by URLSession on"
          + " Linux (FoundationNetworking refuses it as a bad URL); use a host name that resolves"
          + " to it"
    #endif
    case .invalidBaseURL(let url):
      "invalid base URL \"\(url)\": expected http(s)://host[:port][/path] without query or fragment"
    case .invalidTimeout(let timeout): "invalid timeout \(timeout): must be positive"
    case .invalidMaxResponseSize(let size):
      "invalid maximum response size \(size): must be a positive number of bytes"
    case .invalidMaxConnectionsPerHost(let count):
      "invalid maximum connections per host \(count): must be in"
        + " 1...\(NetworkConfiguration.maxConnectionsPerHostLimit)"
    }
  }
}
