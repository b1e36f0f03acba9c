import CleanDomain
import CleanReactive
import CleanReactiveUI

/// One player's profile: reads the player with `userId` on `Input.load` and shows it, a stored
/// copy first when there is one (and no answer of the server is shown yet), then the server's
/// answer.
///
/// The read runs *inside* `flatMapLatest` through a `RequestSplit<Never>` (`perform(_:)`): a
/// newer load cancels the older one, every failure reaches `Output.networkError` once (a
/// cancellation nothing), and a failure never ends the input. The profile shown stays as it
/// was on a failure — a stored copy shown before the failure included, so an offline screen
/// keeps the copy and shows the alert once.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures `self`.
public final class PlayerViewModel: ViewModel, Sendable {
  /// Holds the subscriptions `transform(input:)` makes; they end when the ViewModel does.
  public let disposeBag = DisposeBag()
  /// The id of the player this screen shows.
  public let userId: Int
  private let useCase: any PlayerProfileUseCase
  private let split = RequestSplit<Never>()
  private let user = BehaviorRelay<Sourced<User>?>(value: nil)

  /// Creates the ViewModel of player `userId` over `useCase`, which it holds strongly.
  public init(userId: Int, useCase: any PlayerProfileUseCase) {
    self.userId = userId
    self.useCase = useCase
  }

  /// Wires `input` to the use case and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    input.load
      .flatMapLatest { [useCase, split, userId] in split.perform(useCase.player(id: userId)) }
      .subscribe(onNext: { [user] loaded in
        // a reload does not put a stored copy over the server's answer already shown
        if loaded.source == .cache, user.value?.source == .network { return }
        user.accept(loaded)
      })
      .disposed(by: disposeBag)
    return Output(
      user: user.asObservable().compactMap { $0 }.asDriver(onErrorDriveWith: .empty()),
      isLoading: split.isLoading.asDriver(onErrorJustReturn: false),
      networkError: split.networkError.asSignal(onErrorSignalWith: .empty()))
  }
}
