import CleanDomain
import CleanReactive
import Domain

/// A `CachedLeaderboardRepository` whose every read is `page` as a stored copy, then `page` as
/// the server's answer, then completion, synchronously. Thread-safe.
struct TwoValueLeaderboard: CachedLeaderboardRepository {
  let page: Page<LeaderboardEntry>

  func entries(_ request: PageRequest<Int>) -> Observable<Sourced<Page<LeaderboardEntry>>> {
    .of(Sourced(value: page, source: .cache), Sourced(value: page, source: .network))
  }
}
