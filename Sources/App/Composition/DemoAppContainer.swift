import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The app's dependency container: the login use case every flow shares (it holds the session)
/// and new per-screen use cases over the repositories.
///
/// Threading: main actor.
@MainActor
final class DemoAppContainer: MatchmakingAppContainer {
  let loginUseCase: any LoginUseCase
  private let userRepository: any UserRepository
  private let matchRepository: any MatchRepository
  private let pageSize: Int

  init(
    loginUseCase: any LoginUseCase, userRepository: any UserRepository,
    matchRepository: any MatchRepository, pageSize: Int
  ) {
    self.loginUseCase = loginUseCase
    self.userRepository = userRepository
    self.matchRepository = matchRepository
    self.pageSize = pageSize
  }

  func makeMatchmakingUseCase() -> any MatchmakingUseCase {
    DefaultMatchmakingUseCase(userRepository: userRepository, matchRepository: matchRepository)
  }

  func makePlayerSearchUseCase() -> any PlayerSearchUseCase {
    DefaultPlayerSearchUseCase(userRepository: userRepository, pageSize: pageSize)
  }
}
