import CleanDomain
import CleanReactive
import CleanReactiveUI

/// One player's profile: reads the player with `userId` on `Input.load` and shows it, a stored
/// copy first when there is one (and no answer of the server is shown yet), then the server's
/// answer — built on `CachedValue`, which holds the rules and emits the screen as one state.
///
/// A newer load cancels the older one, every failure reaches `Output.networkError` once (a
/// cancellation nothing), and a failure never ends the input. The profile shown stays as it
/// was on a failure — a stored copy shown before the failure included, so an offline screen
/// keeps the copy and shows the alert once.
///
/// One state: `Output.state` is the profile, loading and the last failure as one
/// `CachedValueState`, and `networkError` fires after the state that carries it; `user` and
/// `isLoading` are projections of it.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in its `CachedValue`'s `disposeBag`, which
/// ends with the ViewModel; no closure captures `self`.
public final class PlayerViewModel: ViewModel, Sendable {
  /// The ViewModel's bag; the subscriptions `transform(input:)` makes are its `CachedValue`'s,
  /// which end with the ViewModel too.
  public let disposeBag = DisposeBag()
  /// The id of the player this screen shows.
  public let userId: Int
  private let profile: CachedValue<User, Never>

  /// Creates the ViewModel of player `userId` over `useCase`, which it holds strongly.
  public init(userId: Int, useCase: any PlayerProfileUseCase) {
    self.userId = userId
    profile = CachedValue { useCase.player(id: userId) }
  }

  /// Wires `input` to the use case and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let output = profile.transform(input: .init(load: input.load))
    // the two projections of the one state, emitting on changes only
    return Output(
      user: output.state.compactMap(\.value).distinctUntilChanged(),
      isLoading: output.state.map(\.isLoading).distinctUntilChanged(),
      networkError: output.networkError,
      state: output.state)
  }
}
