import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// Turns a parsed command into navigation (asked of the flow) and the input of the screen it
/// belongs to — the CLI's equivalent of a tap or a keystroke reaching a view.
///
/// A command that shows a screen (`login`, `user`, `search`, `more`, `lobby`) asks the flow
/// first and shows the new screen before feeding the input, so its `screen` event comes before
/// its request's spinner. The lobby's own commands (`add`, `remove`, `start`, `end`) go to the
/// lobby without navigating. `back` on the first screen shows a note; `logout` is the flow's.
///
/// Threading: main actor.
@MainActor
struct CommandDispatcher {
  let screens: DemoScreens

  /// What `back` says when there is nothing to go back to.
  static let nothingToGoBackTo = "Nothing to go back to: this is the first screen."

  func perform(_ command: DemoCommand) {
    let view = screens.flowView
    view.dropReleasedViews()
    switch command {
    case .login(let nickname, let password):
      guard case .login(let login) = show(.login) else { return }
      login.login(nickname: nickname, password: password)
    case .user(let id):
      guard case .player(let player) = show(.player(id: id)) else { return }
      player.load()
    case .search(let query):
      guard case .search(let search) = show(.search) else { return }
      search.search(for: query)
      if !query.isEmpty { screens.recentSearches.record(query) }
    case .more:
      guard case .search(let search) = show(.search) else { return }
      search.more()
    case .lobby:
      guard case .lobby(let lobby) = show(.lobby) else { return }
      lobby.showLobby()
    case .add(let id): lobby()?.add(userId: id)
    case .remove(let id): lobby()?.remove(userId: id)
    case .start: lobby()?.start()
    case .end(let matchId): lobby()?.end(matchId: matchId)
    case .back:
      if !view.flow.back() { screens.display.show(.note(Self.nothingToGoBackTo)) }
      view.showScreenIfChanged()
    case .logout:
      view.flow.logout()
      view.showScreenIfChanged()
    case .recent: screens.display.show(.recent(queries: screens.recentSearches.queries()))
    case .help: screens.display.show(.help)
    case .quit: break
    }
  }

  /// Asks the flow for `screen`, shows it if it changed, and returns its view.
  private func show(_ screen: MatchmakingScreen) -> ScreenView {
    let view = screens.flowView
    let scene = view.flow.show(screen)
    view.showScreenIfChanged()
    return view.view(of: scene)
  }

  /// The lobby's view, without navigating.
  private func lobby() -> LobbyScreen? {
    let view = screens.flowView
    guard case .lobby(let lobby) = view.view(of: view.flow.scene(for: .lobby)) else { return nil }
    return lobby
  }
}
