import CleanReactive
import CleanReactiveUI

/// Binds the route outputs of each scene the matchmaking flow builds to the flow, which it holds
/// weakly: the scenes' subscriptions never keep the flow (or each other) alive.
///
/// Threading: main actor; the routes are `Signal`s, delivered on the main queue (or the mocked
/// `SharingScheduler`, which must then run on the main actor).
@MainActor
final class MatchmakingRoutes {
  weak var flow: MatchmakingFlow?

  /// Subscribes `scene`'s routes; the subscriptions live in the scene's `routes` bag.
  func bind(_ scene: MatchmakingScene) {
    switch scene {
    case .login(let login):
      login.reactor.signedIn.emit(with: self) { routes, _ in routes.flow?.signedIn() }
        .disposed(by: login.routes)
    case .lobby(let lobby):
      lobby.output.sessionLost.emit(with: self) { routes, _ in routes.flow?.sessionWasLost() }
        .disposed(by: lobby.routes)
    case .search(let search):
      search.output.sessionLost.emit(with: self) { routes, _ in routes.flow?.sessionWasLost() }
        .disposed(by: search.routes)
    case .player(let player):
      player.output.sessionLost.emit(with: self) { routes, _ in routes.flow?.sessionWasLost() }
        .disposed(by: player.routes)
    }
  }
}
