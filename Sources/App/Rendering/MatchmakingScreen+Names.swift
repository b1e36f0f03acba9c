import CleanPresentation

extension MatchmakingScreen {
  /// The `name` of the `screen` event (docs/CLI.md): login, lobby, search or player.
  var name: String {
    switch self {
    case .login: "login"
    case .lobby: "lobby"
    case .search: "search"
    case .player: "player"
    }
  }

  /// The player's id of a player screen (the `screen` event's `id`), `nil` for the others.
  var playerId: Int? {
    if case .player(let id) = self { id } else { nil }
  }

  /// The one-line header of the human output: "Screen: player #19".
  var title: String {
    "Screen: " + name + (playerId.map { " #\($0)" } ?? "")
  }
}
