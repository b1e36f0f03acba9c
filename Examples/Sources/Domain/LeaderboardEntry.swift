/// One row of a season's leaderboard: a player, their rating and their place.
public struct LeaderboardEntry: Equatable, Hashable, Identifiable, Sendable {
  public let id: Int
  public let nickname: String
  public let rating: Int
  /// 1-based place in the season.
  public let rank: Int

  public init(id: Int, nickname: String, rating: Int, rank: Int) {
    self.id = id
    self.nickname = nickname
    self.rating = rating
    self.rank = rank
  }
}
