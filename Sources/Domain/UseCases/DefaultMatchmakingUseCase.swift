import CleanReactive

/// The `MatchmakingUseCase` over a `UserRepository` and a `MatchRepository`, built from a
/// `RequestSplit<MatchmakingError>`: every request is counted by `isLoading`, and its failure
/// reaches `networkError` or, for `MatchmakingError.duplicatedUsers`, `duplicatedUserIds`.
/// Stream closures capture relays, never `self`, so an in-flight request does not keep the use
/// case alive; deallocation cancels what is still running.
///
/// Threading: methods may be called from any thread; a request's result arrives on the thread
/// the repository answers on, after `isLoading` has gone down for that request.
public final class DefaultMatchmakingUseCase: MatchmakingUseCase {
  private let users = PublishRelay<User>()
  private let started = PublishRelay<Match>()
  private let ended = PublishRelay<Int>()
  private let split = RequestSplit<MatchmakingError>()
  private let userRepository: any UserRepository
  private let matchRepository: any MatchRepository

  /// Creates the use case over its two repositories. It holds them strongly and holds nothing
  /// that holds it, so it deallocates when its owner lets go.
  public init(
    userRepository: any UserRepository,
    matchRepository: any MatchRepository
  ) {
    self.userRepository = userRepository
    self.matchRepository = matchRepository
  }

  /// Each player a `getUserInfo(id:)` found.
  public var userInfo: Infallible<User> { users.asInfallible() }
  /// Each match a `startMatch(userIds:)` started.
  public var matchStarted: Infallible<Match> { started.asInfallible() }
  /// The id of each match an `endMatch(id:)` ended.
  public var matchEnded: Infallible<Int> { ended.asInfallible() }
  /// Every failure except duplicated users and cancellation, once each.
  public var networkError: Infallible<APIError> { split.networkError }
  /// The duplicated ids of each start-match conflict, once each.
  public var duplicatedUserIds: Infallible<[Int]> {
    split.domainError.map { error in
      switch error {
      case .duplicatedUsers(let ids): ids
      }
    }
  }
  /// `true` while any request of this use case is in flight (cancelled ones come down too).
  public var isLoading: Infallible<Bool> { split.isLoading }

  /// Looks the player up; the outcome goes to `userInfo` or `networkError`.
  public func getUserInfo(id: Int) {
    split.run(userRepository.user(id: id)) { [users] in users.accept($0) }
  }

  /// Starts a match; the outcome goes to `matchStarted`, `duplicatedUserIds` or `networkError`.
  public func startMatch(userIds: [Int]) {
    split.run(matchRepository.startMatch(userIds: userIds)) { [started] in started.accept($0) }
  }

  /// Ends a match; the outcome goes to `matchEnded` or `networkError`.
  public func endMatch(id: Int) {
    split.run(matchRepository.endMatch(id: id)) { [ended] _ in ended.accept(id) }
  }
}
