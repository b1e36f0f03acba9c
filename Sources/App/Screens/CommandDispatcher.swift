import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// Turns a parsed command into the input of the screen it belongs to — the CLI's equivalent of
/// a tap or a keystroke reaching a view.
///
/// Threading: main actor.
@MainActor
struct CommandDispatcher {
  let screens: DemoScreens

  func perform(_ command: DemoCommand) {
    switch command {
    case .login(let nickname, let password):
      screens.login.login(nickname: nickname, password: password)
    case .user(let id): screens.lobby.showUser(id: id)
    case .search(let query): screens.search.search(for: query)
    case .more: screens.search.more()
    case .add(let id): screens.lobby.add(userId: id)
    case .remove(let id): screens.lobby.remove(userId: id)
    case .lobby: screens.lobby.showLobby()
    case .start: screens.lobby.start()
    case .end(let matchId): screens.lobby.end(matchId: matchId)
    case .help: screens.display.show(.help)
    case .quit: break
    }
  }
}
