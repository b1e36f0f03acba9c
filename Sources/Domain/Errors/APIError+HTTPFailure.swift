extension APIError {
  /// What the server answered, when this failure came from an HTTP status.
  public var httpFailure: HTTPFailure? {
    switch self {
    case .unauthorized(let failure), .notFound(let failure), .server(let failure),
      .unexpectedStatus(let failure):
      failure
    case .decoding, .transport, .cancelled, .unhandledFeatureError: nil
    }
  }

  /// The HTTP status this failure came from, if it came from one.
  public var status: Int? { httpFailure?.status }

  /// The server's own message (the envelope's non-empty `message`), if it sent one.
  public var serverMessage: String? { httpFailure?.message }
}
