import CleanDomain
import Domain

/// Wire `data` of a leaderboard page: `{"entries": [LeaderboardEntryDTO], "hasNext": Bool}`.
public struct LeaderboardPageDTO: Codable, Sendable, Equatable {
  public let entries: [LeaderboardEntryDTO]
  public let hasNext: Bool

  public init(entries: [LeaderboardEntryDTO], hasNext: Bool) {
    self.entries = entries
    self.hasNext = hasNext
  }

  /// The domain's page number `page` (the request's: the wire does not repeat it).
  public func toDomain(page: Int) -> Page<LeaderboardEntry> {
    Page(items: entries.map { $0.toDomain() }, page: page, hasNext: hasNext)
  }
}
