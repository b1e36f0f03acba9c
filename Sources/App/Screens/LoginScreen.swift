import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The login screen of the CLI, a view of `LoginReactor`: `login NICK PASSWORD` becomes the
/// action `.login(nickname:password:)`, and the screen renders the Reactor's one `state` as it
/// changes.
///
/// What it renders (the two ways of handling a request, side by side):
/// - `state.isLoading` — the spinner, in the same value as the session it loads;
/// - `state.session` — `.loaded` shows the signed-in player; `.failed` (wrong credentials,
///   handled per request) shows the failure as the network-error alert; `.loading` and `.idle`
///   show nothing of their own;
/// - the global `RequestTracking.error` signal — the alert for every other failure, which the
///   Reactor reports right after the state that ends the login (whose `lastError` it is).
///
/// Each failure reaches exactly one of `state.session` and `RequestTracking.error`, so it is
/// shown once. A failed re-login that keeps the old session shows the session again (the state
/// went `.loading` and back), the spinner going off, then the alert. The screen awaits its
/// login (`Display.setAwaitingAnswer`) until the state has gone through loading and back and,
/// when that state has a `lastError`, its alert has been shown.
///
/// Threading: main actor; the Reactor's `state` and the tracker's signal deliver on the main
/// queue. Lifetime: the screen holds the Reactor of its scene (the flow decides how long the
/// scene lives); subscriptions live in `disposeBag`.
@MainActor
final class LoginScreen {
  private let reactor: LoginReactor
  private let display: Display
  private let directory: PlayerDirectory
  private let disposeBag = DisposeBag()
  /// The session last rendered, so a state that did not change the session shows nothing.
  private var shownSession: Async<Session, APIError>
  private var progress = RequestProgress.idle {
    didSet { display.setAwaitingAnswer(progress.isAwaiting, source: "login") }
  }

  init(scene: LoginScene, display: Display, directory: PlayerDirectory) {
    let reactor = scene.reactor
    self.reactor = reactor
    self.display = display
    self.directory = directory
    shownSession = reactor.currentState.session
    bind(scene.tracking)
  }

  func login(nickname: String, password: String) {
    // a login while one is in flight is ignored by the Reactor
    if !reactor.currentState.isLoading { progress = .sent }
    reactor.action.accept(.login(nickname: nickname, password: password))
  }

  private func bind(_ tracking: RequestTracking) {
    reactor.state.drive(with: self) { $0.render($1) }.disposed(by: disposeBag)
    tracking.error.emit(with: self) { screen, error in
      screen.display.show(.networkError(error))
      screen.progress = screen.progress.afterEvent
    }.disposed(by: disposeBag)
  }

  private func render(_ state: LoginReactor.State) {
    if state.isLoading { display.setLoading(true, source: "login") }
    let session = state.session
    if session != shownSession {
      shownSession = session
      switch session {
      case .loaded(let session):
        directory.remember([session.user])
        display.show(.loggedIn(session.user))
      case .failed(let error):
        display.show(.networkError(error))
      case .idle, .loading:
        break
      }
    }
    if !state.isLoading { display.setLoading(false, source: "login") }
    progress = progress.after(isLoading: state.isLoading, expectsEvent: state.lastError != nil)
  }
}
