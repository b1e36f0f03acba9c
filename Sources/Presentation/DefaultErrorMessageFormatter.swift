import CleanDomain

/// English messages for every `APIError`, one sentence each; stable enough for tests, not
/// localised. The demo's screens show these. Pure and thread-safe.
public struct DefaultErrorMessageFormatter: ErrorMessageFormatter {
  /// The English formatter.
  public init() {}

  public func message(for error: APIError) -> String {
    switch error {
    case .unauthorized: "You are not signed in, or your session has expired."
    case .notFound: "Not found."
    case .server(let failure): "The server failed (HTTP \(failure.status)). Try again later."
    case .unexpectedStatus(let failure): "The server refused the request (HTTP \(failure.status))."
    case .decoding(let detail): "The server sent a response we could not read (\(detail))."
    case .transport(let failure): "The network failed: \(phrase(for: failure))."
    case .cancelled(.notSent): "Cancelled before it was sent."
    case .cancelled(.outcomeUnknown): "Cancelled after it was sent: it may have taken effect."
    case .unhandledFeatureError: "Something went wrong in the app. Try again later."
    }
  }

  /// The clause for a transport failure, as it ends "The network failed: …".
  public func phrase(for failure: TransportFailure) -> String {
    switch failure {
    case .cannotConnect: "cannot connect to the server"
    case .timedOut(.notSent): "the request timed out before it could be sent"
    case .timedOut(.outcomeUnknown): "the request timed out"
    case .offline: "not connected to the internet"
    case .cannotFindHost: "cannot find the server"
    case .connectionLost: "the connection was lost"
    case .responseTooLarge(let limit): "the response was larger than \(limit) bytes"
    case .other(let detail): detail
    }
  }
}
