import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A player screen of the CLI: `user ID` becomes its scene's input (a reload), and the screen
/// renders the ViewModel's one `state` (a `CachedValueState`) as it changes — the spinner on,
/// the profile (a stored copy first when there is one, then the server's answer), the spinner
/// off — and then the alert of a failure, after the state that carries it.
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
  private var shown: Sourced<User>?
  private var progress = RequestProgress.idle {
    didSet { display.setAwaitingAnswer(progress.isAwaiting, source: loadingSource) }
  }

  init(scene: PlayerScene, display: Display, directory: PlayerDirectory) {
    self.scene = scene
    self.display = display
    self.directory = directory
    bind(scene.output)
  }

  /// The name this screen's spinner is counted under by the display: one per player scene (two
  /// player screens may be in the stack at once).
  var loadingSource: String { "player \(ObjectIdentifier(scene))" }

  func load() {
    progress = .sent
    scene.inputs.accept(())
  }

  private func bind(_ output: PlayerViewModel.Output) {
    output.state.drive(with: self) { $0.render($1) }.disposed(by: disposeBag)
    output.networkError.emit(with: self) { screen, error in
      screen.display.show(.networkError(error))
      screen.progress = screen.progress.afterEvent
    }.disposed(by: disposeBag)
  }

  private func render(_ state: CachedValueState<User, Never>) {
    if state.isLoading { display.setLoading(true, source: loadingSource) }
    if let user = state.value, user != shown {
      shown = user
      directory.remember([user.value])
      display.show(.user(user.value, source: user.source))
    }
    if !state.isLoading { display.setLoading(false, source: loadingSource) }
    progress = progress.after(isLoading: state.isLoading, expectsEvent: state.lastError != nil)
  }
}
