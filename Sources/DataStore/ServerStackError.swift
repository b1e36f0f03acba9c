import CleanData
import Foundation

/// Why a ``ServerStack`` could not be built: a set-up mistake in the app, reported once at
/// start-up, before any file is opened — never a request's failure (those are `APIError`) nor
/// the store's (those go to the stack's `onStoreFailure`).
///
/// Threading: an immutable `Sendable` value.
public enum ServerStackError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `baseURL` names no server origin a session and a cache can belong to: its scheme is not
  /// `http` or `https`, it has no host, or its port is outside 1...65535 (`error` says which).
  case invalidOrigin(baseURL: URL, error: ServerOriginError)
  /// The network stack refused its configuration (`error` names the value): a base URL with a
  /// query, fragment or user info (or, on Linux, an IPv6 address host), a timeout, response size
  /// cap or connection cap out of range.
  case invalidConfiguration(NetworkConfigurationError)

  /// A one-line explanation naming the rejected value and what was expected.
  public var description: String {
    switch self {
    case .invalidOrigin(let url, .unsupportedScheme(let scheme)):
      "invalid base URL \"\(url.absoluteString)\": "
        + (scheme.isEmpty
          ? "it has no scheme; expected http or https"
          : "the scheme \"\(scheme)\" is not http or https")
    case .invalidOrigin(let url, .missingHost):
      "invalid base URL \"\(url.absoluteString)\": it names no host"
    case .invalidOrigin(let url, .invalidPort(let port)):
      "invalid base URL \"\(url.absoluteString)\": the port \(port) is outside 1...65535"
    case .invalidConfiguration(let error): error.description
    }
  }
}
