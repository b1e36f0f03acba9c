import CleanDomain

/// Reads a season's leaderboard, one page at a time. Its type says how it fails:
/// `RequestFailure<LeaderboardError>`; results arrive on any thread.
public protocol LeaderboardRepository: Sendable {
  /// Page `request.page` (zero-based) of season `request.query`'s leaderboard, best first.
  func entries(_ request: PageRequest<Int>) -> TypedRequest<
    Page<LeaderboardEntry>, LeaderboardError
  >
}
