import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The app's dependency container: the login use case every flow shares (it holds the session)
/// and new per-screen use cases over the repositories. The player screen and the search read
/// cache then network (`players`); the lobby reads the network only (it checks players before
/// a match, where a stored copy would not do).
///
/// Threading: main actor.
@MainActor
final class DemoAppContainer: MatchmakingAppContainer {
  let loginUseCase: any LoginUseCase
  private let userRepository: any UserRepository
  private let players: any CachedUserRepository
  private let matchRepository: any MatchRepository
  private let pageSize: Int

  init(
    loginUseCase: any LoginUseCase, userRepository: any UserRepository,
    players: any CachedUserRepository, matchRepository: any MatchRepository, pageSize: Int
  ) {
    self.loginUseCase = loginUseCase
    self.userRepository = userRepository
    self.players = players
    self.matchRepository = matchRepository
    self.pageSize = pageSize
  }

  func makeMatchmakingUseCase() -> any MatchmakingUseCase {
    DefaultMatchmakingUseCase(userRepository: userRepository, matchRepository: matchRepository)
  }

  func makePlayerSearchUseCase() -> any PlayerSearchUseCase {
    DefaultPlayerSearchUseCase(cachedUserRepository: players, pageSize: pageSize)
  }

  func makePlayerProfileUseCase() -> any PlayerProfileUseCase {
    DefaultPlayerProfileUseCase(cachedUserRepository: players)
  }
}
