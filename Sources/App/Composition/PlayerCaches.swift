import CleanData
import CleanDomain
import CleanStore
import Foundation

/// The stored copies the player screen and the search read first: in the local store per
/// server origin when the run keeps state, in memory otherwise (a second read in the same run
/// still shows its copy first).
///
/// Values are stored as their wire DTOs in JSON, so a copy reads back exactly as the server's
/// answer did. Keys: `user/<id>` and `search/<size>/<page>/<query>`.
///
/// Threading: the caches are thread-safe. Errors: a store failure (or a copy that no longer
/// decodes) is printed on stderr and reads as a miss; the run goes on with the network.
enum PlayerCaches {
  /// Players by id.
  static func users(store: LocalStore?, origin: ServerOrigin?, console: Console)
    -> any EntityCache<Int, User>
  {
    guard let store, let origin else { return InMemoryEntityCache<Int, User>() }
    return StoredEntityCache(
      cache: ResponseCache(store: store, origin: origin),
      key: { CacheKey.user(id: $0) },
      encode: { user in
        try JSONEncoder().encode(UserDTO(id: user.id, nickname: user.nickname, rating: user.rating))
      },
      decode: { try JSONDecoder().decode(UserDTO.self, from: $0).toDomain() },
      onFailure: failureReporter(console))
  }

  /// Search pages by query, page and size.
  static func searches(store: LocalStore?, origin: ServerOrigin?, console: Console)
    -> any EntityCache<UserSearchKey, Page<User>>
  {
    guard let store, let origin else { return InMemoryEntityCache<UserSearchKey, Page<User>>() }
    return StoredEntityCache(
      cache: ResponseCache(store: store, origin: origin),
      key: { CacheKey.search(query: $0.query, page: $0.page, size: $0.size) },
      encode: { page in
        let items = page.items.map { UserDTO(id: $0.id, nickname: $0.nickname, rating: $0.rating) }
        return try JSONEncoder().encode(
          UserPageDTO(items: items, page: page.page, hasNext: page.hasNext))
      },
      decode: { try JSONDecoder().decode(UserPageDTO.self, from: $0).toDomain() },
      onFailure: failureReporter(console))
  }

  private static func failureReporter(_ console: Console) -> @Sendable (any Error) -> Void {
    { error in
      console.writeError(
        "matchmaking-demo: warning: the stored copy could not be used (\(error)); "
          + "reading the network\n")
    }
  }
}
