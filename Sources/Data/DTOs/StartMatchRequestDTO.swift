/// Wire body of `POST /matches`: `{"userIds": [Int]}`.
///
/// `Codable`, so a stub server can read the request it received.
public struct StartMatchRequestDTO: Codable, Sendable, Equatable {
  /// Wire `userIds`: the players to put in the match, as the caller gave them.
  public let userIds: [Int]

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(userIds: [Int]) {
    self.userIds = userIds
  }
}
