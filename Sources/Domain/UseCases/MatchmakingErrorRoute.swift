/// Where a failed matchmaking request is reported — the generic network-error relay or the
/// domain-specific duplicated-users relay — as a pure function you can test case by case.
/// (Routing by comparing an error's name as a string breaks silently on a rename; a `switch`
/// over the cases cannot.)
///
/// | failure | route |
/// |---|---|
/// | `.duplicatedUsers(ids:)` | `.duplicatedUsers(ids)` — the domain-specific relay only |
/// | `.cancelled` | `.ignored` — the caller cancelled; nothing to show |
/// | every other `APIError` (401, 404, 5xx, other status, decoding, transport) | `.network(error)` |
/// | any non-`APIError` error | classified by `APIError(classifying:)` first, so never dropped |
public enum MatchmakingErrorRoute: Equatable, Hashable, Sendable {
  /// Report on the generic `networkError` relay.
  case network(APIError)
  /// Report on the `duplicatedUserIds` relay.
  case duplicatedUsers([Int])
  /// Report nowhere (a cancellation).
  case ignored

  /// Routes any error. Total: every input has exactly one route.
  public init(routing error: any Error) {
    switch APIError(classifying: error) {
    case .duplicatedUsers(let ids): self = .duplicatedUsers(ids)
    case .cancelled: self = .ignored
    case let failure: self = .network(failure)
    }
  }
}
