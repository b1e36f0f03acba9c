/// What the matchmaking flow builds for a screen: the screen's scene, which holds its ViewModel
/// (or Reactor), the relays its view feeds and the outputs its view binds.
///
/// Threading: main actor, as the scenes are.
public enum MatchmakingScene {
  /// The login screen's scene.
  case login(LoginScene)
  /// The lobby's scene.
  case lobby(LobbyScene)
  /// The search screen's scene.
  case search(SearchScene)
  /// A player screen's scene.
  case player(PlayerScene)
}
