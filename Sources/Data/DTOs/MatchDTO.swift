import CleanDomain
import CleanReactive

/// Wire `data` of a started match: `{"id": Int, "userIds": [Int]}`.
public struct MatchDTO: Decodable, Sendable, Equatable {
  public let id: Int
  public let userIds: [Int]

  public func toDomain() -> Match { Match(id: id, userIds: userIds) }
}
