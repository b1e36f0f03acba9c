/// Why a `NetworkConfiguration` could not be made. A set-up mistake, reported once at start-up,
/// never a request failure (those are `APIError`).
public enum NetworkConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The base URL is not an absolute `http`/`https` URL with a host and without query or fragment.
  case invalidBaseURL(String)
  /// The timeout is zero or negative.
  case invalidTimeout(Duration)
  /// The response size cap is zero or negative.
  case invalidMaxResponseSize(Int)

  /// A one-line explanation naming the rejected value and what was expected.
  public var description: String {
    switch self {
    case .invalidBaseURL(let url):
      "invalid base URL \"\(url)\": expected http(s)://host[:port][/path] without query or fragment"
    case .invalidTimeout(let timeout): "invalid timeout \(timeout): must be positive"
    case .invalidMaxResponseSize(let size):
      "invalid maximum response size \(size): must be a positive number of bytes"
    }
  }
}
