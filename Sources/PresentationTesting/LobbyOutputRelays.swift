import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A builder for `LobbyViewModel.Output` whose every stream is a relay the test drives: accept
/// into `players` or `networkErrorDetail`, and the view under test sees it as the real
/// ViewModel's output. Pair it with `FakeLobbyViewModel` to test a lobby view without a use case.
///
/// State outputs start as the real ViewModel's do (`[]`, `false`). `networkError` is derived
/// from `networkErrorDetail`, as in the real ViewModel, so one failure fires both; `state` is
/// `players` and `isLoading` as one value.
///
/// Threading: accept from any thread; build `output()` inside `SharingScheduler.mock(_:_:)` for
/// virtual-time delivery (otherwise it delivers on the main queue).
public final class LobbyOutputRelays: Sendable {
  /// Feeds `Output.players` (starts `[]`).
  public let players = BehaviorRelay<[User]>(value: [])
  /// Feeds `Output.isLoading` (starts `false`).
  public let isLoading = BehaviorRelay(value: false)
  /// Feeds `Output.loadedUser`.
  public let loadedUser = PublishRelay<User>()
  /// Feeds `Output.networkErrorDetail` and, as `Void`, `Output.networkError`.
  public let networkErrorDetail = PublishRelay<APIError>()
  /// Feeds `Output.duplicatedUserIds`.
  public let duplicatedUserIds = PublishRelay<[Int]>()
  /// Feeds `Output.matchStarted`.
  public let matchStarted = PublishRelay<Match>()
  /// Feeds `Output.matchEnded`.
  public let matchEnded = PublishRelay<Int>()

  /// Relays in the state a new lobby starts in.
  public init() {}

  /// The relays as a `LobbyViewModel.Output`, on `SharingScheduler.current`.
  public func output() -> LobbyViewModel.Output {
    LobbyViewModel.Output(
      players: players.asDriver(), isLoading: isLoading.asDriver(),
      loadedUser: loadedUser.asSignal(),
      networkError: networkErrorDetail.asSignal().map { _ in () },
      networkErrorDetail: networkErrorDetail.asSignal(),
      duplicatedUserIds: duplicatedUserIds.asSignal(), matchStarted: matchStarted.asSignal(),
      matchEnded: matchEnded.asSignal(),
      state: Infallible.combineLatest(players.asInfallible(), isLoading.asInfallible()) {
        LobbyViewModel.State(players: $0, isLoading: $1)
      }.asDriver())
  }
}
