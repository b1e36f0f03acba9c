import CleanData
import CleanDomain
import CleanReactive
import Domain

/// `CachedLeaderboardRepository` as a decorator: `network`'s pages, read through the library's
/// `CacheThenNetwork` — the copy `cache` keeps for the request at once (source `.cache`), then
/// the server's answer (`.network`), stored in `cache` before it is emitted.
///
/// Threading: the cache is read on the subscribing thread as the subscription starts (a read
/// subscribed again reads it again); the answer is stored and emitted on the network's thread.
/// Errors: fails only with `network`'s `RequestFailure<LeaderboardError>`, unchanged and after
/// the copy; a failed answer stores nothing, so the copy stays for the next read.
public struct CachingLeaderboardRepository: CachedLeaderboardRepository {
  private let network: any LeaderboardRepository
  private let cache: any EntityCache<PageRequest<Int>, Page<LeaderboardEntry>>

  public init(
    network: any LeaderboardRepository,
    cache: any EntityCache<PageRequest<Int>, Page<LeaderboardEntry>>
  ) {
    self.network = network
    self.cache = cache
  }

  public func entries(_ request: PageRequest<Int>) -> Observable<Sourced<Page<LeaderboardEntry>>> {
    CacheThenNetwork.read(request, from: cache, network: network.entries(request))
  }
}
