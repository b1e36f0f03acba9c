extension APIError {
  /// A 401 with nothing said.
  public static let unauthorized = APIError.unauthorized(HTTPFailure(status: 401))
  /// A 404 with nothing said.
  public static let notFound = APIError.notFound(HTTPFailure(status: 404))

  /// A 5xx with nothing said.
  public static func server(status: Int) -> APIError {
    .server(HTTPFailure(status: status))
  }

  /// Any other failure status with nothing said.
  public static func unexpectedStatus(_ status: Int) -> APIError {
    .unexpectedStatus(HTTPFailure(status: status))
  }

  /// What the server answered, when this failure came from an HTTP status.
  public var httpFailure: HTTPFailure? {
    switch self {
    case .unauthorized(let failure), .notFound(let failure), .server(let failure),
      .unexpectedStatus(let failure):
      failure
    case .duplicatedUsers: HTTPFailure(status: 409)
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
  /// comparing how a failure was classified without comparing what the server said.
  public var withoutServerDetails: APIError {
    switch self {
    case .unauthorized(let failure): .unauthorized(HTTPFailure(status: failure.status))
    case .notFound(let failure): .notFound(HTTPFailure(status: failure.status))
    case .server(let failure): .server(HTTPFailure(status: failure.status))
    case .unexpectedStatus(let failure): .unexpectedStatus(HTTPFailure(status: failure.status))
    case .duplicatedUsers, .decoding, .transport, .cancelled: self
    }
  }
}
