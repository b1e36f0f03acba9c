import CleanData
import CleanDomain
import Domain
import Foundation

/// This feature's endpoint, on the library's `Endpoint`, with this feature's own reading of its
/// failure status (`LeaderboardError`).
public enum LeaderboardEndpoints {
  /// `GET /leaderboard?season=S&page=N&size=K` (authorized) → `LeaderboardPageDTO`; 423 the
  /// season is closed.
  public static func entries(
    season: Int, page: Int, size: Int
  ) -> DomainEndpoint<LeaderboardPageDTO, LeaderboardError> {
    Endpoint<LeaderboardPageDTO>(
      method: .get, pathSegments: ["leaderboard"],
      queryItems: [
        URLQueryItem(name: "season", value: String(season)),
        URLQueryItem(name: "page", value: String(page)),
        URLQueryItem(name: "size", value: String(size)),
      ],
      requiresAuthorization: true, response: .envelope()
    )
    .readingFailures { failure, _ in LeaderboardError(reading: failure) }
  }
}
