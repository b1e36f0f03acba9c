import CleanDomain
import CleanStore
import Domain
import Foundation

/// Where this feature keeps its stored pages: the library's `StoredEntityCache` over a
/// `ResponseCache` (one server origin of a `LocalStore`), each page as
/// `StoredLeaderboardPageDTO` JSON under `leaderboard/<season>/<page>/<size>`.
public enum LeaderboardPageCache {
  /// The key of page `request.page` of season `request.query` at `pageSize` entries a page: the
  /// size is part of it, so a page cut at another size is never shown as this one.
  public static func key(_ request: PageRequest<Int>, pageSize: Int) -> CacheKey {
    CacheKey(rawValue: "leaderboard/\(request.query)/\(request.page)/\(pageSize)")
  }

  /// Pages of `pageSize` entries in `cache`. Thread-safe (see `ResponseCache`). Errors: none
  /// reach the caller — a store failure or bytes that no longer decode go to `onFailure`
  /// (print it on standard error); a failed read is a miss, a failed write keeps nothing.
  public static func stored(
    in cache: ResponseCache, pageSize: Int,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) -> StoredEntityCache<PageRequest<Int>, Page<LeaderboardEntry>> {
    StoredEntityCache(
      cache: cache,
      key: { key($0, pageSize: pageSize) },
      encode: { try JSONEncoder().encode(StoredLeaderboardPageDTO($0)) },
      decode: { try JSONDecoder().decode(StoredLeaderboardPageDTO.self, from: $0).toDomain() },
      onFailure: onFailure)
  }
}
