import CleanDomain
import CleanReactive

/// Loads one page of a season's leaderboard: the repository's read passed on unchanged — over a
/// cache, a stored copy (source `.cache`) then the server's answer (`.network`); over the
/// network alone, the server's answer only. Fails with the repository's
/// `RequestFailure<LeaderboardError>` unchanged, after any stored copy (the screen's
/// `PagedList` routes it). Thread-safe; values arrive on any thread.
public struct LoadLeaderboardUseCase: Sendable {
  private let read: @Sendable (PageRequest<Int>) -> Observable<Sourced<Page<LeaderboardEntry>>>

  /// Pages from the network only: every value has source `.network`.
  public init(repository: any LeaderboardRepository) {
    read = { request in
      repository.entries(request).asObservable().map { Sourced(value: $0, source: .network) }
    }
  }

  /// Pages cache then network: a stored copy at once, then the server's answer.
  public init(cachedRepository: any CachedLeaderboardRepository) {
    read = { request in cachedRepository.entries(request) }
  }

  /// Page `request.page` of season `request.query`: at most a stored copy, then the answer.
  public func load(_ request: PageRequest<Int>) -> Observable<Sourced<Page<LeaderboardEntry>>> {
    read(request)
  }
}
