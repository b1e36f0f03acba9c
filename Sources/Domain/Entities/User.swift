/// A player as the domain sees it. Wire details (JSON keys, envelopes) live in the Data layer.
public struct User: Equatable, Hashable, Sendable, Identifiable {
  /// The server's id of the player.
  public let id: Int
  /// The name the player chose; unique, shown as is (escape it before printing to a terminal).
  public let nickname: String
  /// The player's matchmaking rating.
  public let rating: Int

  /// A player with `id`, `nickname` and `rating`.
  public init(id: Int, nickname: String, rating: Int) {
    self.id = id
    self.nickname = nickname
    self.rating = rating
  }
}
