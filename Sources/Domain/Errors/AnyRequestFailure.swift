/// A `RequestFailure` of any domain error type, seen without its type parameter, so that
/// classifying code can keep the generic failure inside one of another feature's type.
///
/// Threading: a read-only view of an immutable value.
protocol AnyRequestFailure {
  /// The generic failure, if this is one.
  var networkError: APIError? { get }
}

extension RequestFailure: AnyRequestFailure {}
