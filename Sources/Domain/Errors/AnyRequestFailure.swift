/// A `RequestFailure` of any domain error type, seen without its type parameter, so that
/// classifying code can keep the generic failure inside one of another feature's type.
///
/// Threading: a read-only view of an immutable value.
protocol AnyRequestFailure {
  /// The generic failure, if this is one.
  var networkError: APIError? { get }
  /// The feature's own error, described with its type (`MatchmakingError.duplicatedUsers(…)`).
  var domainErrorDescription: String { get }
}

extension RequestFailure: AnyRequestFailure {
  var domainErrorDescription: String {
    switch self {
    case .network(let error): String(describing: error)
    case .domain(let error): "\(type(of: error)).\(error)"
    }
  }
}
