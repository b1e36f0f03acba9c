import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// What is wrong with a `--base-url`, in words that name the problem.
///
/// Threading: an immutable value.
enum BaseURLProblem: Error, Equatable, CustomStringConvertible {
  /// No `scheme://` at the start.
  case missingScheme
  /// A scheme other than `http` or `https` (in any case).
  case unsupportedScheme(String)
  /// Nothing between `://` and the port or path.
  case missingHost
  /// `user:password@` before the host: credentials do not belong in a URL that is printed and
  /// logged.
  case userInfo
  /// A port that is not a number in 1...65535.
  case invalidPort(String)
  /// A bracketed IPv6 host without its closing bracket, or text between it and the port.
  case invalidIPv6Host
  /// A `?query`: every request's path and query are the endpoint's own.
  case query
  /// A `#fragment`.
  case fragment
  /// Characters a URL cannot hold (spaces, for example).
  case malformed
  /// The network stack refused it (its own rule, `NetworkConfiguration`).
  case rejected(String)

  var description: String {
    switch self {
    case .missingScheme: "no scheme; expected http:// or https://"
    case .unsupportedScheme(let scheme): "unsupported scheme '\(scheme)'; expected http or https"
    case .missingHost: "no host"
    case .userInfo: "user info ('user@' or 'user:password@') is not allowed"
    case .invalidPort(let port): "port '\(port)' is not a number in 1...65535"
    case .invalidIPv6Host: "a bracketed IPv6 host needs its ']' right before ':port' or the path"
    case .query: "a query ('?…') is not allowed"
    case .fragment: "a fragment ('#…') is not allowed"
    case .malformed: "not a valid URL"
    case .rejected(let reason): reason
    }
  }
}
