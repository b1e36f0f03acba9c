import CleanReactive

/// Starts and ends matches. Implemented by the Data layer (`DefaultMatchRepository`).
///
/// Error contract: each single fails only with an `APIError`; starting a match with a player
/// named twice or already in an active match fails with `.duplicatedUsers(ids:)`. Threading:
/// results arrive on any thread.
public protocol MatchRepository: Sendable {
  /// Starts a match between `userIds` (two or more): the match, or `.duplicatedUsers(ids:)`.
  func startMatch(userIds: [Int]) -> Single<Match>
  /// Ends the match with `id` (`.notFound` if there is none).
  func endMatch(id: Int) -> Single<Void>
}
