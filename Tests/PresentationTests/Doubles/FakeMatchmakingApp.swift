import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting

/// The app container of the flow tests: the fakes of `CleanDomainTesting`, one login use case,
/// a new matchmaking use case per screen (all answering alike), one search use case and one
/// player-profile use case. Keeps
/// weak references to what it built, for the deallocation tests.
@MainActor
final class FakeMatchmakingApp: MatchmakingAppContainer {
  let login: MockLoginUseCase
  let search = MockPlayerSearchUseCase()
  let profile = MockPlayerProfileUseCase()
  private let scheduler: TestScheduler
  private let respond: (MockMatchmakingUseCase.Call) -> MockMatchmakingUseCase.Response
  private(set) var matchmaking: [WeakMatchmaking] = []

  init(
    scheduler: TestScheduler, session: Session?,
    respond: @escaping (MockMatchmakingUseCase.Call) -> MockMatchmakingUseCase.Response = { _ in
      .init(delay: 0, outcome: .hang)
    }
  ) {
    self.scheduler = scheduler
    self.respond = respond
    login = MockLoginUseCase(session: session)
  }

  var loginUseCase: any LoginUseCase { login }

  func makeMatchmakingUseCase() -> any MatchmakingUseCase {
    let useCase = MockMatchmakingUseCase(scheduler: scheduler, respond: respond)
    matchmaking.append(WeakMatchmaking(useCase: useCase))
    return useCase
  }

  func makePlayerSearchUseCase() -> any PlayerSearchUseCase { search }

  func makePlayerProfileUseCase() -> any PlayerProfileUseCase { profile }

  /// A matchmaking use case built for a screen, held weakly.
  struct WeakMatchmaking {
    weak var useCase: MockMatchmakingUseCase?
  }
}
