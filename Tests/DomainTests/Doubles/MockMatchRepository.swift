import CleanDomain
import CleanReactive

/// A `MatchRepository` whose answers the test scripts.
final class MockMatchRepository: MatchRepository {
  let start = Stub<[Int], Match>()
  let end = Stub<Int, Void>()

  func startMatch(userIds: [Int]) -> Single<Match> { start(userIds) }

  func endMatch(id: Int) -> Single<Void> { end(id) }
}
