import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The login screen of the CLI, a view of `LoginReactor`: `login NICK PASSWORD` becomes the
/// action `.login(nickname:password:)`, and the screen renders what the Reactor publishes.
///
/// What it renders (the two ways of handling a request, side by side):
/// - `state.session` — `.loaded` shows the signed-in player; `.failed` (wrong credentials,
///   handled per request) shows the failure as the network-error alert; `.loading` and `.idle`
///   show nothing of their own;
/// - the global `RequestTracking` — its `isLoading` is the login spinner (the Reactor counts its
///   request there), and its `error` signal is the alert for every other failure.
///
/// Each failure reaches exactly one of `state.session` and `RequestTracking.error`, so it is
/// shown once. A failed re-login that keeps the old session shows the alert *and* the session
/// again; the screen tells the display it awaits an answer from the moment it sends `.login`
/// until the state has gone through `.loading` and left it, so the command settles only when
/// both are shown. The spinner is the tracker's, not `.loading`: the tracker goes down as the
/// request ends, so a failure is shown after the spinner stops, as on the other screens.
///
/// Threading: main actor; the Reactor's `state` and the trackers deliver on the main queue.
/// Lifetime: the screen holds the Reactor of its scene (the flow decides how long the scene
/// lives); subscriptions live in `disposeBag`.
@MainActor
final class LoginScreen {
  private let reactor: LoginReactor
  private let display: Display
  private let directory: PlayerDirectory
  private let disposeBag = DisposeBag()
  /// The session last rendered, so a state that did not change the session shows nothing.
  private var shownSession: Async<Session, APIError>
  /// Where the login asked for last stands, as far as its delivered states tell.
  private var progress = LoginProgress.idle

  init(scene: LoginScene, display: Display, directory: PlayerDirectory) {
    let reactor = scene.reactor
    let tracking = scene.tracking
    self.reactor = reactor
    self.display = display
    self.directory = directory
    shownSession = reactor.currentState.session
    bind(tracking)
  }

  func login(nickname: String, password: String) {
    progress = .requested
    display.setAwaitingAnswer(true, source: "login")
    reactor.action.accept(.login(nickname: nickname, password: password))
  }

  /// A login has shown everything once its state has been `.loading` and has left it (any
  /// alert it raised comes before that: the alert is queued to the main queue before the final
  /// state is). The states may reach the main queue late — the Reactor's `flatMap` can hand
  /// them to a thread still delivering an earlier state — so the screen counts them itself
  /// instead of settling on the first outcome.
  private func trackProgress(of session: Async<Session, APIError>) {
    switch (progress, session.isLoading) {
    case (.requested, true):
      progress = .running
    case (.running, false):
      progress = .idle
      display.setAwaitingAnswer(false, source: "login")
    default:
      break
    }
  }

  private func bind(_ tracking: RequestTracking) {
    tracking.isLoading.drive(with: self) { screen, isLoading in
      screen.display.setLoading(isLoading, source: "login")
    }.disposed(by: disposeBag)
    reactor.state.drive(with: self) { $0.render($1.session) }.disposed(by: disposeBag)
    tracking.error.emit(with: self) { screen, error in
      screen.display.show(.networkError(error))
    }.disposed(by: disposeBag)
  }

  private func render(_ session: Async<Session, APIError>) {
    trackProgress(of: session)
    guard session != shownSession else { return }
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
}
