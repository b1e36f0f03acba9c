import CleanDomain
import CleanReactive
import CleanReactiveUI

/// One player's profile: loads the player with `userId` on `Input.load` and shows it.
///
/// Requests go through the `MatchmakingUseCase` (one per screen, so its answers reach only this
/// screen); every failure reaches `Output.networkError` once, a cancellation nothing; a failure
/// never ends the input, and the profile shown stays as it was.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures `self`.
public final class PlayerViewModel: ViewModel, Sendable {
  /// Holds the subscriptions `transform(input:)` makes; they end when the ViewModel does.
  public let disposeBag = DisposeBag()
  /// The id of the player this screen shows.
  public let userId: Int
  private let useCase: any MatchmakingUseCase
  private let user = BehaviorRelay<User?>(value: nil)

  /// Creates the ViewModel of player `userId` over `useCase`, which it holds strongly.
  public init(userId: Int, useCase: any MatchmakingUseCase) {
    self.userId = userId
    self.useCase = useCase
  }

  /// Wires `input` to the use case and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    input.load
      .subscribe(onNext: { [useCase, userId] in useCase.getUserInfo(id: userId) })
      .disposed(by: disposeBag)
    useCase.userInfo
      .subscribe(onNext: { [user] loaded in user.accept(loaded) })
      .disposed(by: disposeBag)
    return Output(
      user: user.asDriver(),
      isLoading: useCase.isLoading.asDriver(onErrorJustReturn: false),
      networkError: useCase.networkError.asSignal(onErrorSignalWith: .empty()))
  }
}
