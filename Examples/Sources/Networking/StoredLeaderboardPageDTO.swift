import CleanDomain
import Domain

/// A leaderboard page as the local store keeps it (JSON): the wire page's fields plus its
/// number, which the wire does not carry. `{"page": Int, "entries": [LeaderboardEntryDTO],
/// "hasNext": Bool}`. A value type; pure.
public struct StoredLeaderboardPageDTO: Codable, Sendable, Equatable {
  public let page: Int
  public let entries: [LeaderboardEntryDTO]
  public let hasNext: Bool

  /// The stored form of `page`.
  public init(_ page: Page<LeaderboardEntry>) {
    self.page = page.page
    entries = page.items.map(LeaderboardEntryDTO.init)
    hasNext = page.hasNext
  }

  public func toDomain() -> Page<LeaderboardEntry> {
    Page(items: entries.map { $0.toDomain() }, page: page, hasNext: hasNext)
  }
}
