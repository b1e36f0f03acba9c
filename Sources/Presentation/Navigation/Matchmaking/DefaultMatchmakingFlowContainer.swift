import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The matchmaking flow's container: builds each screen's scene (ViewModel or Reactor over use
/// cases from the app's container). Each call builds a new scene with new ViewModels.
///
/// Threading: main actor. Lifetime: holds the app container strongly; holds no scene.
@MainActor
public struct DefaultMatchmakingFlowContainer: FlowContainer {
  private let app: any MatchmakingAppContainer

  /// A container over `app`.
  public init(app: any MatchmakingAppContainer) {
    self.app = app
  }

  /// A new scene for `screen`.
  public func makeScene(for screen: MatchmakingScreen) -> MatchmakingScene {
    switch screen {
    case .login:
      let tracking = RequestTracking()
      return .login(
        LoginScene(
          reactor: LoginReactor(useCase: app.loginUseCase, tracking: tracking),
          tracking: tracking))
    case .lobby:
      return .lobby(
        ViewModelScene(
          LobbyViewModel(useCase: app.makeMatchmakingUseCase()),
          inputs: (
            loadUser: PublishRelay(), addPlayer: PublishRelay(), removePlayer: PublishRelay(),
            startMatch: PublishRelay(), endMatch: PublishRelay()
          )
        ) {
          .init(
            loadUser: $0.loadUser.asObservable(), addPlayer: $0.addPlayer.asObservable(),
            removePlayer: $0.removePlayer.asObservable(), startMatch: $0.startMatch.asObservable(),
            endMatch: $0.endMatch.asObservable())
        })
    case .search:
      return .search(
        ViewModelScene(
          PlayerSearchViewModel(useCase: app.makePlayerSearchUseCase()),
          inputs: (query: PublishRelay(), search: PublishRelay(), loadMore: PublishRelay())
        ) {
          .init(
            query: $0.query.asObservable(), search: $0.search.asObservable(),
            loadMore: $0.loadMore.asObservable())
        })
    case .player(let id):
      return .player(
        ViewModelScene(
          PlayerViewModel(userId: id, useCase: app.makePlayerProfileUseCase()),
          inputs: PublishRelay()
        ) { .init(load: $0.asObservable()) })
    }
  }
}
