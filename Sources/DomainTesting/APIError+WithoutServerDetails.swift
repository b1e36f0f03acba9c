import CleanDomain

extension APIError {
  /// This failure with the server's message and body dropped, keeping its case and status: for
  /// a test that compares how a failure was classified, status included, without comparing
  /// what the server said (production code compares `kind` or `status`).
  public var withoutServerDetails: APIError {
    switch self {
    case .unauthorized(let failure): .unauthorized(HTTPFailure(status: failure.status))
    case .notFound(let failure): .notFound(HTTPFailure(status: failure.status))
    case .server(let failure): .server(HTTPFailure(status: failure.status))
    case .unexpectedStatus(let failure): .unexpectedStatus(HTTPFailure(status: failure.status))
    case .decoding, .transport, .cancelled, .unhandledFeatureError: self
    }
  }
}
