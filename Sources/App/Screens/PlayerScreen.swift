import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A player screen of the CLI: `user ID` becomes its scene's `load` input; the profile (a
/// stored copy first when there is one, then the server's answer), the spinner and the alert
/// are shown.
///
/// Threading: main actor; output subscriptions deliver on the main queue. Lifetime: the screen
/// holds its scene (the flow decides how long the scene lives); subscriptions live in
/// `disposeBag`.
@MainActor
final class PlayerScreen {
  private let scene: PlayerScene
  private let display: Display
  private let directory: PlayerDirectory
  private let disposeBag = DisposeBag()

  init(scene: PlayerScene, display: Display, directory: PlayerDirectory) {
    self.scene = scene
    self.display = display
    self.directory = directory
    bind(scene.output)
  }

  /// The name this screen's spinner is counted under by the display.
  var loadingSource: String { "player \(scene.viewModel.userId)" }

  func load() {
    scene.load.accept(())
  }

  private func bind(_ output: PlayerViewModel.Output) {
    output.isLoading.drive(with: self) { screen, isLoading in
      screen.display.setLoading(isLoading, source: screen.loadingSource)
    }.disposed(by: disposeBag)
    output.user.drive(with: self) { screen, user in
      screen.directory.remember([user.value])
      screen.display.show(.user(user.value, source: user.source))
    }.disposed(by: disposeBag)
    output.networkError.emit(with: self) { screen, error in
      screen.display.show(.networkError(error))
    }.disposed(by: disposeBag)
  }
}
