extension APIError {
  /// One line a tool can print: the classification, the status when there is one, and the
  /// server's own message — `not found (HTTP 404): unknown user`, `transport failure: timed
  /// out`, `cancelled before it was sent`.
  ///
  /// Safe to write to a terminal: the server's words (and a decoding or transport detail) are
  /// escaped with `TerminalSanitizer`, so the line holds no control character and no newline.
  /// Pure; thread-safe.
  public var summary: String {
    switch self {
    case .unauthorized(let failure): Self.line("unauthorized", failure)
    case .notFound(let failure): Self.line("not found", failure)
    case .server(let failure): Self.line("server error", failure)
    case .unexpectedStatus(let failure): Self.line("unexpected status", failure)
    case .decoding(let detail): "undecodable response: " + TerminalSanitizer.escaped(detail)
    case .transport(let failure): "transport failure: " + failure.summary
    case .cancelled(.notSent): "cancelled before it was sent"
    case .cancelled(.outcomeUnknown): "cancelled after it may have been sent"
    case .unhandledFeatureError(let detail):
      "unhandled feature error: " + TerminalSanitizer.escaped(detail)
    }
  }

  private static func line(_ name: String, _ failure: HTTPFailure) -> String {
    let head = "\(name) (HTTP \(failure.status))"
    guard let message = failure.message else { return head }
    return head + ": " + TerminalSanitizer.escaped(message)
  }
}
