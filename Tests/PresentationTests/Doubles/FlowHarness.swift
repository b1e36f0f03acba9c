import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A `MatchmakingFlow` over `FakeMatchmakingApp`, its visible screen recorded in virtual time.
/// Scenes are built while the scheduler runs, inside `SharingScheduler.mock`, so their traits
/// deliver on the `TestScheduler`, on the main actor.
@MainActor
final class FlowHarness {
  let scheduler: TestScheduler
  let app: FakeMatchmakingApp
  let flow: MatchmakingFlow
  let screens: TestableObserver<MatchmakingScreen>
  let bag: DisposeBag

  init(
    session: Session? = nil,
    respond: @escaping (MockMatchmakingUseCase.Call) -> MockMatchmakingUseCase.Response = { _ in
      .init(delay: 0, outcome: .hang)
    }
  ) {
    let scheduler = TestScheduler()
    let bag = DisposeBag()
    self.scheduler = scheduler
    self.bag = bag
    let app = FakeMatchmakingApp(scheduler: scheduler, session: session, respond: respond)
    self.app = app
    let (flow, screens) = SharingScheduler.mock(scheduler) {
      () -> (MatchmakingFlow, TestableObserver<MatchmakingScreen>) in
      let flow = MatchmakingFlow(
        container: DefaultMatchmakingFlowContainer(app: app), isSignedIn: session != nil)
      let screens = scheduler.createObserver(MatchmakingScreen.self)
      flow.visibleScreen.drive(onNext: screens.onNext).disposed(by: bag)
      return (flow, screens)
    }
    self.flow = flow
    self.screens = screens
  }

  /// Runs `action` at virtual `time`, inside the mocked `SharingScheduler`.
  func at(_ time: Int, _ action: @escaping @MainActor () -> Void) {
    scheduler.scheduleAt(time) { MainActor.assumeIsolated(action) }
  }

  /// Runs the scheduler with traits built meanwhile delivering on it.
  func run() {
    SharingScheduler.mock(scheduler) { scheduler.start() }
  }

  /// The session a successful login signs in (not the one the fake app may start with).
  static let newSession = Session(token: "token-2", user: Fixtures.alice)

  /// Logins answer `newSession` 10 ticks after the call.
  func loginsSucceed() {
    app.login.answer { [scheduler] _, _ in scheduler.single(after: 10, .success(Self.newSession)) }
  }

  /// Types a login on the login screen the flow shows now.
  func signIn() {
    guard case .login(let login) = flow.show(.login) else { return }
    login.reactor.action.accept(.login(nickname: "alice", password: "secret"))
  }

  /// The search scene, shown.
  func showSearch() -> SearchScene? {
    guard case .search(let search) = flow.show(.search) else { return nil }
    return search
  }

  /// The screens seen, without times.
  var shownScreens: [MatchmakingScreen] { screens.events.compactMap(\.value.element) }
}
