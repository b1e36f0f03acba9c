import CleanReactive

/// The `PlayerSearchUseCase` over a `CachedUserRepository` (cache then network) or a plain
/// `UserRepository` (network only). Thread-safe; holds no mutable state.
public final class DefaultPlayerSearchUseCase: PlayerSearchUseCase {
  /// Players per page, clamped to the server's 1…100.
  public let pageSize: Int
  private let userRepository: any CachedUserRepository

  /// Searches through `userRepository`: a stored copy of each page first, when it has one.
  /// `pageSize` is clamped to the server's 1…100.
  public init(cachedUserRepository userRepository: any CachedUserRepository, pageSize: Int = 20) {
    self.userRepository = userRepository
    self.pageSize = min(max(pageSize, 1), 100)
  }

  /// Searches through `userRepository`, the server's answer only (source `.network`).
  /// `pageSize` is clamped to the server's 1…100.
  public convenience init(userRepository: any UserRepository, pageSize: Int = 20) {
    self.init(
      cachedUserRepository: NetworkOnlyUserRepository(network: userRepository),
      pageSize: pageSize)
  }

  /// One page of players for `request`, `pageSize` per page: the stored copy, if any, then the
  /// server's answer; fails with the repository's error (an `APIError`) as
  /// `RequestFailure<Never>.network`.
  public func search(_ request: PlayerSearchRequest) -> SourcedRequest<Page<User>, Never> {
    SourcedRequest(
      classifying: userRepository.searchUsers(
        query: request.query, page: request.page, size: pageSize))
  }
}
