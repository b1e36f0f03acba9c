import CleanDomain

/// Loads one page of a season's leaderboard: the read it is given, passed on unchanged — cache
/// then network (`CacheThenNetwork.reading(from:network:)` at the composition root: a stored
/// copy, source `.cache`, then the server's answer, `.network`), or the network alone. Fails
/// with `RequestFailure<LeaderboardError>` unchanged, after any stored copy; its type says so,
/// so only a `PagedList` of `LeaderboardError` takes it. Thread-safe; values arrive on any
/// thread.
public struct LoadLeaderboardUseCase: Sendable {
  private let read:
    @Sendable (PageRequest<Int>) -> SourcedRequest<Page<LeaderboardEntry>, LeaderboardError>

  /// Pages through `read`, e.g. a cache-then-network read.
  public init(
    read:
      @escaping @Sendable (PageRequest<Int>) -> SourcedRequest<
        Page<LeaderboardEntry>, LeaderboardError
      >
  ) {
    self.read = read
  }

  /// Pages from the network only: every value has source `.network`.
  public init(repository: any LeaderboardRepository) {
    read = { SourcedRequest(network: repository.entries($0)) }
  }

  /// Page `request.page` of season `request.query`: at most a stored copy, then the answer.
  public func load(_ request: PageRequest<Int>) -> SourcedRequest<
    Page<LeaderboardEntry>, LeaderboardError
  > {
    read(request)
  }
}
