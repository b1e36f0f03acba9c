import CleanPresentation

/// The CLI's view of one scene of the flow.
///
/// Threading: main actor, as the views are.
@MainActor
enum ScreenView {
  case login(LoginScreen)
  case lobby(LobbyScreen)
  case search(SearchScreen)
  case player(PlayerScreen)

  /// The view of `scene`, bound to it now.
  init(_ scene: MatchmakingScene, display: Display, directory: PlayerDirectory) {
    switch scene {
    case .login(let login):
      self = .login(LoginScreen(scene: login, display: display, directory: directory))
    case .lobby(let lobby):
      self = .lobby(LobbyScreen(scene: lobby, display: display, directory: directory))
    case .search(let search):
      self = .search(SearchScreen(scene: search, display: display, directory: directory))
    case .player(let player):
      self = .player(PlayerScreen(scene: player, display: display, directory: directory))
    }
  }

  /// The name the display counts this view's spinner (and awaited answer) under.
  var loadingSource: String {
    switch self {
    case .login: "login"
    case .lobby: "lobby"
    case .search: "search"
    case .player(let player): player.loadingSource
    }
  }
}

extension MatchmakingScene {
  /// The scene's object, which identifies it.
  var object: AnyObject {
    switch self {
    case .login(let scene): scene
    case .lobby(let scene): scene
    case .search(let scene): scene
    case .player(let scene): scene
    }
  }
}
