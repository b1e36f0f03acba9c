/// A started match between two or more players.
public struct Match: Equatable, Hashable, Sendable, Identifiable {
  public let id: Int
  public let userIds: [Int]

  public init(id: Int, userIds: [Int]) {
    self.id = id
    self.userIds = userIds
  }
}
