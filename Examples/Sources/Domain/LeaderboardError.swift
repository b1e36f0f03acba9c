import CleanDomain

/// This feature's own failure: the one status the leaderboard endpoint gives a meaning. Every
/// other failure is the library's generic `APIError`, so a leaderboard request fails with
/// `RequestFailure<LeaderboardError>`.
public enum LeaderboardError: Error, Equatable, Sendable {
  /// 423: the season is closed; the server's own message, when it sent one.
  case closed(reason: String?)

  /// Reads a failure status of the leaderboard endpoint: 423 is this feature's, anything else
  /// is `nil` (the library's generic classification). Pure.
  public init?(reading failure: HTTPFailure) {
    guard failure.status == 423 else { return nil }
    self = .closed(reason: failure.message)
  }
}
