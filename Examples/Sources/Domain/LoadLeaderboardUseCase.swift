import CleanDomain

/// Loads one page of a season's leaderboard: the read it is given, passed on unchanged — cache
/// then network (`CacheThenNetwork.reading(from:network:)` at the composition root: a stored
/// copy, source `.cache`, then the server's answer, `.network`), or the network alone. Fails
/// with `RequestFailure<LeaderboardError>` unchanged, after any stored copy; its type says so,
/// so only a `PagedList` of `LeaderboardError` takes it. Thread-safe; values arrive on any
/// thread.
public struct LoadLeaderboardUseCase: Sendable {
  /// One page of a season: at most a stored copy, then the server's answer.
  public typealias Read = @Sendable (PageRequest<Int>) -> LeaderboardPage

  private let read: Read

  /// Pages through `read`, e.g. a cache-then-network read.
  public init(read: @escaping Read) {
    self.read = read
  }

  /// Pages from the network only: every value has source `.network`.
  public init(repository: any LeaderboardRepository) {
    read = { SourcedRequest(network: repository.entries($0)) }
  }

  /// Page `request.page` of season `request.query`: at most a stored copy, then the answer.
  public func load(_ request: PageRequest<Int>) -> LeaderboardPage { read(request) }
}

/// A read of one leaderboard page, typed with this feature's error.
public typealias LeaderboardPage = SourcedRequest<Page<LeaderboardEntry>, LeaderboardError>
