import CleanReactive

/// Starts and ends matches. Implemented by the Data layer (`DefaultMatchRepository`).
///
/// Error contract: each single fails with a `RequestFailure<MatchmakingError>`: starting a match
/// with a player named twice or already in an active match fails with
/// `.domain(.duplicatedUsers(ids:))`, every other failure is `.network(APIError)`. Threading:
/// results arrive on any thread.
public protocol MatchRepository: Sendable {
  /// Starts a match between `userIds` (two or more): the match, or `.domain(.duplicatedUsers(ids:))`.
  ///
  /// One call is one logical start: subscribing to the returned single again (after a failure
  /// whose `isOutcomeUnknown` is true, or with `retry`) must start at most one match —
  /// `DefaultMatchRepository` sends one idempotency key with every subscription.
  func startMatch(userIds: [Int]) -> Single<Match>
  /// Ends the match with `id` (`.notFound` if there is none).
  func endMatch(id: Int) -> Single<Void>
}
