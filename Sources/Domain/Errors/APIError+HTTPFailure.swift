extension APIError {
  /// What the server answered, when this failure came from an HTTP status.
  public var httpFailure: HTTPFailure? {
    switch self {
    case .unauthorized(let failure), .notFound(let failure), .server(let failure),
      .unexpectedStatus(let failure):
      failure
    case .decoding, .transport, .cancelled: nil
    }
  }

  /// The HTTP status this failure came from, if it came from one.
  public var status: Int? { httpFailure?.status }

  /// The server's own message (the envelope's non-empty `message`), if it sent one.
  public var serverMessage: String? { httpFailure?.message }
}

extension APIError {
  /// This failure with the server's message and body dropped, keeping its case and status: for
  /// comparing how a failure was classified, status included, without comparing what the
  /// server said.
  public var withoutServerDetails: APIError {
    switch self {
    case .unauthorized(let failure): .unauthorized(HTTPFailure(status: failure.status))
    case .notFound(let failure): .notFound(HTTPFailure(status: failure.status))
    case .server(let failure): .server(HTTPFailure(status: failure.status))
    case .unexpectedStatus(let failure): .unexpectedStatus(HTTPFailure(status: failure.status))
    case .decoding, .transport, .cancelled: self
    }
  }
}
