import CleanDomain

/// The app's dependency container, as the matchmaking flow sees it: what every flow shares (the
/// login use case, which holds the session) and the factories of per-screen use cases. The
/// composition root implements it over the network stack; tests over the fakes of
/// `CleanDomainTesting`.
///
/// Threading: main actor.
@MainActor
public protocol MatchmakingAppContainer: AnyObject {
  /// The one login use case: signing in, out, and the session.
  var loginUseCase: any LoginUseCase { get }
  /// A new matchmaking use case, for one screen (its answers reach only that screen).
  func makeMatchmakingUseCase() -> any MatchmakingUseCase
  /// A new player-search use case, for one screen.
  func makePlayerSearchUseCase() -> any PlayerSearchUseCase
  /// A new player-profile use case, for one player screen.
  func makePlayerProfileUseCase() -> any PlayerProfileUseCase
}
