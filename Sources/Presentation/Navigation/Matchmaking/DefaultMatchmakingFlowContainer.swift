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
      return .lobby(LobbyScene(viewModel: LobbyViewModel(useCase: app.makeMatchmakingUseCase())))
    case .search:
      return .search(
        SearchScene(viewModel: PlayerSearchViewModel(useCase: app.makePlayerSearchUseCase())))
    case .player(let id):
      return .player(
        PlayerScene(viewModel: PlayerViewModel(userId: id, useCase: app.makePlayerProfileUseCase()))
      )
    }
  }
}
