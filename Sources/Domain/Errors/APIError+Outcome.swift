extension APIError {
  /// Whether the request may have taken effect on the server although no answer says so: what
  /// a caller of a *write* must know before sending it again.
  ///
  /// | failure | `isOutcomeUnknown` | why |
  /// |---|---|---|
  /// | `.cancelled(.outcomeUnknown)`, `.transport(.timedOut(.outcomeUnknown))` | `true` | it may have reached the server, and no answer came |
  /// | `.transport(.connectionLost)`, `.responseTooLarge`, `.other` | `true` | it was sent; the answer was lost or unread |
  /// | `.cancelled(.notSent)`, `.transport(.timedOut(.notSent))` | `false` | it never reached a connection |
  /// | `.transport(.cannotConnect)`, `.offline`, `.cannotFindHost` | `false` | no connection was made |
  /// | a status (`unauthorized`, `notFound`, `server`, `unexpectedStatus`), `.decoding` | `false` | the server answered: its status says what happened |
  /// | `.unhandledFeatureError` | `false` | the server answered with the feature's own error |
  ///
  /// A write whose outcome is unknown may be sent again only when its endpoint carries an
  /// idempotency key (the server then answers a repeat with the first answer), with the *same*
  /// key. Pure; thread-safe.
  public var isOutcomeUnknown: Bool {
    switch self {
    case .cancelled(let delivery): delivery == .outcomeUnknown
    case .transport(.timedOut(let delivery)): delivery == .outcomeUnknown
    case .transport(.connectionLost), .transport(.responseTooLarge), .transport(.other): true
    case .transport(.cannotConnect), .transport(.offline), .transport(.cannotFindHost): false
    case .unauthorized, .notFound, .server, .unexpectedStatus, .decoding, .unhandledFeatureError:
      false
    }
  }
}
