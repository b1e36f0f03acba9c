import CleanReactive

/// The `MatchmakingUseCase` over a `UserRepository` and a `MatchRepository`.
///
/// Every request (`getUserInfo`, `startMatch`, `endMatch`) goes through `classifyingFailures()`,
/// is counted by `isLoading`, and its failure is routed by
/// `MatchmakingErrorRoute`. Stream closures capture the relays, never `self`, so an in-flight
/// request does not keep the use case alive; deallocation cancels what is still running.
///
/// Threading: methods may be called from any thread; a request's result arrives on the thread
/// the repository answers on, after `isLoading` has gone down for that request.
public final class DefaultMatchmakingUseCase: MatchmakingUseCase {
  /// Each player a `getUserInfo(id:)` found.
  public let userInfo = PublishRelay<User>()
  /// Each match a `startMatch(userIds:)` started.
  public let matchStarted = PublishRelay<Match>()
  /// The id of each match an `endMatch(id:)` ended.
  public let matchEnded = PublishRelay<Int>()
  /// Every failure except duplicated users and cancellation, once each.
  public let networkError = PublishRelay<APIError>()
  /// The duplicated ids of each start-match conflict, once each.
  public let duplicatedUserIds = PublishRelay<[Int]>()

  private let userRepository: any UserRepository
  private let matchRepository: any MatchRepository
  private let activity = ActivityIndicator()
  private let requests = InFlightRequests()

  /// Creates the use case over its two repositories. It holds them strongly and holds nothing
  /// that holds it, so it deallocates when its owner lets go.
  public init(
    userRepository: any UserRepository,
    matchRepository: any MatchRepository
  ) {
    self.userRepository = userRepository
    self.matchRepository = matchRepository
  }

  deinit {
    requests.cancelAll()
  }

  /// `true` while any request of this use case is in flight (cancelled ones come down too).
  public var isLoading: Observable<Bool> { activity.asObservable() }

  /// Looks the player up; the outcome goes to `userInfo` or to an error relay.
  public func getUserInfo(id: Int) {
    run(userRepository.user(id: id), success: userInfo)
  }

  /// Starts a match; the outcome goes to `matchStarted`, `duplicatedUserIds` or `networkError`.
  public func startMatch(userIds: [Int]) {
    run(matchRepository.startMatch(userIds: userIds), success: matchStarted)
  }

  /// Ends a match; the outcome goes to `matchEnded` or `networkError`.
  public func endMatch(id: Int) {
    run(matchRepository.endMatch(id: id).map { _ in id }, success: matchEnded)
  }

  private func run<Element>(_ request: Single<Element>, success: PublishRelay<Element>) {
    let tracked = activity.trackActivity(request.classifyingFailures())
    requests.run(tracked) { [networkError, duplicatedUserIds] result in
      switch result {
      case .success(let element):
        success.accept(element)
      case .failure(let error):
        switch MatchmakingErrorRoute(routing: error) {
        case .network(let failure): networkError.accept(failure)
        case .duplicatedUsers(let ids): duplicatedUserIds.accept(ids)
        case .ignored: break
        }
      }
    }
  }
}
