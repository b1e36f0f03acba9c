/// The matchmaking domain's own failures: what the server's answer means for this feature, as
/// opposed to the generic `APIError`. A matchmaking request fails with
/// `RequestFailure<MatchmakingError>`; `MatchmakingUseCase` reports these on their own output.
///
/// Threading: an immutable `Sendable` value.
public enum MatchmakingError: Error, Equatable, Hashable, Sendable {
  /// The named users are named twice or are already in an active match: the start-match
  /// endpoint's reading of its 409. The ids are distinct and ascending.
  case duplicatedUsers(ids: [Int])
}
