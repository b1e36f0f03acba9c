import CleanDomain
import CleanReactive

/// `CachedUserRepository` over any `UserRepository` and two caches: a decorator, so the
/// network repository stays as it is and the caches may be a local store or a fake.
///
/// Threading: thread-safe; see ``CacheThenNetwork``. Errors: only the wrapped repository's
/// `APIError`, after any cached copy.
public struct CachingUserRepository: CachedUserRepository {
  private let network: any UserRepository
  private let users: any EntityCache<Int, User>
  private let searches: any EntityCache<UserSearchKey, Page<User>>

  /// Reads through `network`, keeping users in `users` and search pages in `searches`.
  public init(
    network: any UserRepository, users: any EntityCache<Int, User>,
    searches: any EntityCache<UserSearchKey, Page<User>>
  ) {
    self.network = network
    self.users = users
    self.searches = searches
  }

  /// The stored copy of user `id`, then the server's answer.
  public func user(id: Int) -> Observable<Sourced<User>> {
    CacheThenNetwork.read(id, from: users, network: network.user(id: id))
  }

  /// The stored copy of the page, then the server's answer.
  public func searchUsers(query: String, page: Int, size: Int) -> Observable<Sourced<Page<User>>> {
    CacheThenNetwork.read(
      UserSearchKey(query: query, page: page, size: size), from: searches,
      network: network.searchUsers(query: query, page: page, size: size))
  }
}
