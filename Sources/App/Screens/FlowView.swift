import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The CLI as the view of the matchmaking flow: it shows the flow's visible screen (a `screen`
/// event at start and on every change, never twice in a row) and keeps one view per scene the
/// flow holds, built when a command first needs it and dropped, with its scene, once the flow has
/// let the scene go. The flow decides what is shown; this type only draws it.
///
/// Threading: main actor; `visibleScreen` delivers on the main queue.
@MainActor
final class FlowView {
  let flow: MatchmakingFlow
  private let display: Display
  private let directory: PlayerDirectory
  private var views: [ObjectIdentifier: ScreenView] = [:]
  private var shownScreen: MatchmakingScreen?
  private let disposeBag = DisposeBag()

  init(flow: MatchmakingFlow, display: Display, directory: PlayerDirectory) {
    self.flow = flow
    self.display = display
    self.directory = directory
    showScreenIfChanged()
    flow.visibleScreen.drive(with: self) { view, _ in view.showScreenIfChanged() }
      .disposed(by: disposeBag)
  }

  /// Shows the flow's screen if it is not the one shown last. Called on every change the flow
  /// publishes, and at once after a command navigated, so that the `screen` event comes before
  /// anything the command's request shows.
  func showScreenIfChanged() {
    let screen = flow.currentScreen
    guard screen != shownScreen else { return }
    shownScreen = screen
    display.show(.screen(screen))
  }

  /// The view of `scene`, built on first use.
  func view(of scene: MatchmakingScene) -> ScreenView {
    let key = ObjectIdentifier(scene.object)
    if let view = views[key] { return view }
    let view = ScreenView(scene, display: display, directory: directory)
    views[key] = view
    return view
  }

  /// Drops the views of scenes the flow no longer holds (the scenes are released with them);
  /// what such a view still counted as loading or awaited no longer is. Called between commands,
  /// never while a command's answers are arriving.
  func dropReleasedViews() {
    let held = Set(flow.scenes.map { ObjectIdentifier($0.object) })
    for (key, view) in views where !held.contains(key) {
      views[key] = nil
      display.setLoading(false, source: view.loadingSource)
      display.setAwaitingAnswer(false, source: view.loadingSource)
    }
  }
}
