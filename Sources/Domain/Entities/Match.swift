/// A started match between two or more players.
public struct Match: Equatable, Hashable, Sendable, Identifiable {
  /// The server's id of the match.
  public let id: Int
  /// The ids of the players in the match, as the server lists them.
  public let userIds: [Int]

  /// A match with `id` between the players `userIds`.
  public init(id: Int, userIds: [Int]) {
    self.id = id
    self.userIds = userIds
  }
}
