import CleanDomain
import CleanReactive

/// Loads one page of a season's leaderboard: the repository's answer, failing with its
/// `RequestFailure<LeaderboardError>` unchanged (a `RequestSplit<LeaderboardError>` routes it).
/// Thread-safe.
public struct LoadLeaderboardUseCase: Sendable {
  private let repository: any LeaderboardRepository

  public init(repository: any LeaderboardRepository) {
    self.repository = repository
  }

  public func load(_ request: PageRequest<Int>) -> Single<Page<LeaderboardEntry>> {
    repository.entries(request)
  }
}
