import CleanReactive

/// The `PlayerSearchUseCase` over a `UserRepository`. Thread-safe; holds no mutable state.
public final class DefaultPlayerSearchUseCase: PlayerSearchUseCase {
  /// Players per page, clamped to the server's 1…100.
  public let pageSize: Int
  private let userRepository: any UserRepository

  /// `pageSize` is clamped to the server's 1…100.
  public init(userRepository: any UserRepository, pageSize: Int = 20) {
    self.userRepository = userRepository
    self.pageSize = min(max(pageSize, 1), 100)
  }

  /// One page of players for `request`, `pageSize` per page; fails with the repository's
  /// error (an `APIError`), unchanged.
  public func search(_ request: PlayerSearchRequest) -> Single<Page<User>> {
    userRepository.searchUsers(query: request.query, page: request.page, size: pageSize)
  }
}
