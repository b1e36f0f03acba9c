import CleanDomain
import CleanReactive
import CleanReactiveUI

/// A player screen: its ViewModel, transformed once over `load`, and the outputs the view
/// binds. Its route is `output.sessionLost`.
///
/// Threading: main actor; build it inside `SharingScheduler.mock` in tests. Lifetime: held by
/// the flow while the screen is in its stack; the ViewModel lives as long as the scene.
@MainActor
public final class PlayerScene {
  /// The screen's ViewModel.
  public let viewModel: PlayerViewModel
  /// Input: (re)load the player.
  public let load = PublishRelay<Void>()
  /// The ViewModel's outputs.
  public let output: PlayerViewModel.Output
  let routes = DisposeBag()

  /// Transforms `viewModel` over `load`.
  public init(viewModel: PlayerViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(input: PlayerViewModel.Input(load: load.asObservable()))
  }
}
