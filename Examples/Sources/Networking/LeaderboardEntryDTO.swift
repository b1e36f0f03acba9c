import Domain

/// Wire leaderboard row: `{"id": Int, "nickname": String, "rating": Int, "rank": Int}`.
public struct LeaderboardEntryDTO: Codable, Sendable, Equatable {
  public let id: Int
  public let nickname: String
  public let rating: Int
  public let rank: Int

  public init(id: Int, nickname: String, rating: Int, rank: Int) {
    self.id = id
    self.nickname = nickname
    self.rating = rating
    self.rank = rank
  }

  /// The wire form of `entry`.
  public init(_ entry: LeaderboardEntry) {
    self.init(id: entry.id, nickname: entry.nickname, rating: entry.rating, rank: entry.rank)
  }

  public func toDomain() -> LeaderboardEntry {
    LeaderboardEntry(id: id, nickname: nickname, rating: rating, rank: rank)
  }
}
