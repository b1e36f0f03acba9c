import CleanDomain
import CleanReactive
import CleanReactiveUI

/// Where a failed login is shown — on the form (handled per request) or in the global alert —
/// as a pure function.
///
/// | failure | route |
/// |---|---|
/// | `.unauthorized` (wrong nickname or password) | `.inline` — the login form shows it (`Async.failed`) |
/// | `.cancelled` | `.ignored` |
/// | every other failure (server, transport, decoding, other status, …) | `.global` — the generic alert |
public enum LoginErrorRoute: Equatable, Hashable, Sendable {
  /// Handle in the Reactor's state: `session` becomes `.failed(error)`.
  case inline(APIError)
  /// Report to the global `ErrorTracker`; `session` goes back to what the session store holds
  /// (`.idle` when nobody is logged in).
  case global(APIError)
  /// Show nothing; `session` goes back to what the session store holds.
  case ignored

  /// Routes any error. Total: every input has exactly one route.
  public init(routing error: any Error) {
    switch APIError(classifying: error) {
    case .unauthorized(let failure): self = .inline(.unauthorized(failure))
    case .cancelled: self = .ignored
    case let failure: self = .global(failure)
    }
  }
}
