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
  public let userInfo = PublishRelay<User>()
  public let matchStarted = PublishRelay<Match>()
  public let matchEnded = PublishRelay<Int>()
  public let networkError = PublishRelay<APIError>()
  public let duplicatedUserIds = PublishRelay<[Int]>()

  private let userRepository: any UserRepository
  private let matchRepository: any MatchRepository
  private let activity = ActivityIndicator()
  private let requests = InFlightRequests()

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

  public var isLoading: Observable<Bool> { activity.asObservable() }

  public func getUserInfo(id: Int) {
    run(userRepository.user(id: id), success: userInfo)
  }

  public func startMatch(userIds: [Int]) {
    run(matchRepository.startMatch(userIds: userIds), success: matchStarted)
  }

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
