import CleanDomain
import CleanReactive

/// Reads a season's leaderboard cache then network: each read emits the page's stored copy at
/// once when there is one (source `.cache`), then the server's answer (source `.network`),
/// which replaces the copy.
///
/// Error contract: a read fails only with `RequestFailure<LeaderboardError>`, after the stored
/// copy (if any) — so a screen keeps the copy and shows the failure once; it emits at most two
/// values. Threading: the copy arrives on the subscribing thread, the answer on any thread.
public protocol CachedLeaderboardRepository: Sendable {
  /// Page `request.page` (zero-based) of season `request.query`'s leaderboard: the stored copy,
  /// then the server's answer.
  func entries(_ request: PageRequest<Int>) -> Observable<Sourced<Page<LeaderboardEntry>>>
}
