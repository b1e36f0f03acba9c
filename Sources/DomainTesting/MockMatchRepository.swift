import CleanDomain
import CleanReactive

/// A `MatchRepository` whose answers the test scripts: `start` answers `startMatch(userIds:)`,
/// `end` answers `endMatch(id:)`; each records its calls. Thread-safe.
public final class MockMatchRepository: MatchRepository {
  /// Scripts and records `startMatch(userIds:)`.
  public let start = Stub<[Int], Match>()
  /// Scripts and records `endMatch(id:)`.
  public let end = Stub<Int, Void>()

  /// A repository whose requests never answer until scripted.
  public init() {}

  /// Records the call and returns the scripted answer.
  public func startMatch(userIds: [Int]) -> Single<Match> { start(userIds) }

  /// Records the call and returns the scripted answer.
  public func endMatch(id: Int) -> Single<Void> { end(id) }
}
