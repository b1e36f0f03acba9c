import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The lobby screen: its ViewModel, transformed once over the relays below (what the view
/// feeds), and the outputs the view binds. Its route is `output.sessionLost`.
///
/// Threading: main actor; build it inside `SharingScheduler.mock` in tests. Lifetime: held by
/// the flow while the screen is in its stack; the ViewModel lives as long as the scene.
@MainActor
public final class LobbyScene {
  /// The screen's ViewModel.
  public let viewModel: any LobbyViewModelType
  /// Input: look a player up.
  public let loadUser = PublishRelay<Int>()
  /// Input: add a player.
  public let addPlayer = PublishRelay<User>()
  /// Input: remove a player by id.
  public let removePlayer = PublishRelay<Int>()
  /// Input: start a match of the lobby.
  public let startMatch = PublishRelay<Void>()
  /// Input: end a match by id.
  public let endMatch = PublishRelay<Int>()
  /// The ViewModel's outputs.
  public let output: LobbyViewModel.Output
  let routes = DisposeBag()

  /// Transforms `viewModel` over the scene's relays.
  public init(viewModel: any LobbyViewModelType) {
    self.viewModel = viewModel
    output = viewModel.transform(
      input: LobbyViewModel.Input(
        loadUser: loadUser.asObservable(), addPlayer: addPlayer.asObservable(),
        removePlayer: removePlayer.asObservable(), startMatch: startMatch.asObservable(),
        endMatch: endMatch.asObservable()))
  }
}
