/// The screens of the matchmaking flow.
///
/// Threading: a value.
public enum MatchmakingScreen: Hashable, Sendable {
  /// Sign in.
  case login
  /// The lobby: the players gathered for a match; the root of the flow once signed in.
  case lobby
  /// Player search, with its pages of results.
  case search
  /// One player's profile.
  case player(id: Int)
}
