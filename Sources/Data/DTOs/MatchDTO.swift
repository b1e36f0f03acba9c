import CleanDomain
import CleanReactive

/// Wire `data` of a started match: `{"id": Int, "userIds": [Int]}`.
///
/// `Codable`, so a test or a stub server can encode the body it wants to answer with.
public struct MatchDTO: Codable, Sendable, Equatable {
  /// Wire `id`: the match's identifier, used to end it.
  public let id: Int
  /// Wire `userIds`: the players in the match.
  public let userIds: [Int]

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(id: Int, userIds: [Int]) {
    self.id = id
    self.userIds = userIds
  }

  /// The domain's `Match` with the same id and players.
  public func toDomain() -> Match { Match(id: id, userIds: userIds) }
}
