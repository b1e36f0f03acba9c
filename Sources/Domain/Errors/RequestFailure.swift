/// How a request of a feature failed: a generic failure on the wire (`APIError`) or the
/// feature's own error. Exactly one of the two; a feature with no errors of its own uses
/// `RequestFailure<Never>`.
///
/// This is the split every use case makes: `.network` goes to the generic alert,
/// `.domain` to the feature's own output (see `RequestSplit`).
///
/// Threading: an immutable `Sendable` value.
public enum RequestFailure<DomainError: Error & Sendable>: Error, Sendable {
  /// A generic failure: status, transport, decoding or cancellation.
  case network(APIError)
  /// The feature's own error, as its endpoint or repository read it.
  case domain(DomainError)

  /// Classifies any error, never reclassifying a feature's own error:
  ///
  /// | error | result |
  /// |---|---|
  /// | a `RequestFailure<DomainError>` | itself |
  /// | a `DomainError` | `.domain(error)`, untouched |
  /// | an `APIError` | `.network(error)` |
  /// | a `RequestFailure` of another domain error type | its `.network` error kept; its `.domain` error `.network(.unhandledFeatureError(_:))`, never transport |
  /// | `CancellationError` | `.network(.cancelled(.outcomeUnknown))` |
  /// | anything else | `.network(.transport(.other(_:)))`, so it is never dropped |
  public init(classifying error: any Error) {
    switch error {
    case let failure as RequestFailure<DomainError>: self = failure
    case let domain as DomainError: self = .domain(domain)
    default: self = .network(APIError(classifying: error))
    }
  }

  /// The generic failure, if this is one.
  public var networkError: APIError? {
    if case .network(let error) = self { error } else { nil }
  }

  /// The feature's own error, if this is one.
  public var domainError: DomainError? {
    if case .domain(let error) = self { error } else { nil }
  }

  /// Whether this is a cancellation, which screens ignore rather than report.
  public var isCancellation: Bool { networkError?.isCancellation ?? false }

  /// Whether the request may have taken effect on the server although no answer says so
  /// (`APIError.isOutcomeUnknown`); always `false` for the feature's own error, which is the
  /// server's answer.
  public var isOutcomeUnknown: Bool { networkError?.isOutcomeUnknown ?? false }
}

extension RequestFailure: Equatable where DomainError: Equatable {}
extension RequestFailure: Hashable where DomainError: Hashable {}
