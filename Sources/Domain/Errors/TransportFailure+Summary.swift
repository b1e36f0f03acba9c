extension TransportFailure {
  /// A few words naming the failure (`timed out`, `timed out before it was sent`, `cannot
  /// connect`, …), escaped for a
  /// terminal like `APIError.summary`.
  var summary: String {
    switch self {
    case .cannotConnect: "cannot connect"
    case .timedOut(.notSent): "timed out before it was sent"
    case .timedOut(.outcomeUnknown): "timed out"
    case .offline: "offline"
    case .cannotFindHost: "cannot find host"
    case .connectionLost: "connection lost"
    case .responseTooLarge(let limit): "response larger than \(limit) bytes"
    case .other(let detail): "other: " + TerminalSanitizer.escaped(detail)
    }
  }
}
