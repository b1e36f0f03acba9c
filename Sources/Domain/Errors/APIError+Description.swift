/// Text a screen can show for a failure. Stable enough for tests; not localised.
extension APIError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unauthorized: "You are not signed in, or your session has expired."
    case .notFound: "Not found."
    case .duplicatedUsers(let ids):
      "These players are duplicated: \(ids.map(String.init).joined(separator: ", "))."
    case .server(let failure): "The server failed (HTTP \(failure.status)). Try again later."
    case .unexpectedStatus(let failure): "The server refused the request (HTTP \(failure.status))."
    case .decoding(let detail): "The server sent a response we could not read (\(detail))."
    case .transport(let failure): "The network failed: \(failure)."
    case .cancelled: "Cancelled."
    }
  }
}

extension TransportFailure: CustomStringConvertible {
  public var description: String {
    switch self {
    case .cannotConnect: "cannot connect to the server"
    case .timedOut: "the request timed out"
    case .offline: "not connected to the internet"
    case .cannotFindHost: "cannot find the server"
    case .connectionLost: "the connection was lost"
    case .responseTooLarge(let limit): "the response was larger than \(limit) bytes"
    case .other(let detail): detail
    }
  }
}
