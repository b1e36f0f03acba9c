import CleanReactive

/// The `PlayerProfileUseCase` over a `CachedUserRepository` (cache then network) or a plain
/// `UserRepository` (network only). Thread-safe; holds no mutable state.
public final class DefaultPlayerProfileUseCase: PlayerProfileUseCase {
  private let userRepository: any CachedUserRepository

  /// Reads through `userRepository`: a stored copy first, when it has one.
  public init(cachedUserRepository userRepository: any CachedUserRepository) {
    self.userRepository = userRepository
  }

  /// Reads through `userRepository`, the server's answer only (source `.network`).
  public convenience init(userRepository: any UserRepository) {
    self.init(cachedUserRepository: NetworkOnlyUserRepository(network: userRepository))
  }

  /// The player with `id`: the stored copy, if any, then the server's answer; fails with the
  /// repository's error (an `APIError`), unchanged.
  public func player(id: Int) -> Observable<Sourced<User>> {
    userRepository.user(id: id)
  }
}
