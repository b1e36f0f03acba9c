import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Domain

/// The "add friend" button: each tap sends a request; the outcome reaches exactly one output.
/// A failure is caught inside `flatMapLatest`, so the tap stream survives it.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures `self`.
public final class FriendRequestViewModel: ViewModel, Sendable {
  public struct Input: Sendable {
    /// The id of the player to befriend, once per tap.
    public let sendRequest: Observable<Int>

    public init(sendRequest: Observable<Int>) {
      self.sendRequest = sendRequest
    }
  }

  public struct Output: Sendable {
    /// State: `true` while a request is in flight.
    public let isLoading: Driver<Bool>
    /// Event: the new friend.
    public let friendAdded: Signal<Friend>
    /// Event: the players were already friends (shown inline, not as an alert).
    public let alreadyFriends: Signal<Void>
    /// Event: every other failure, for the alert (never a cancellation).
    public let failure: Signal<FriendRequestError>
  }

  public let disposeBag = DisposeBag()
  private let useCase: SendFriendRequestUseCase

  public init(useCase: SendFriendRequestUseCase) {
    self.useCase = useCase
  }

  public func transform(input: Input) -> Output {
    let activity = ActivityIndicator()
    let added = PublishRelay<Friend>()
    let already = PublishRelay<Void>()
    let failed = PublishRelay<FriendRequestError>()
    input.sendRequest
      .flatMapLatest { [useCase] id in
        activity.trackActivity(useCase.send(to: id))
          .catch { error in
            switch error as? FriendRequestError {
            case .alreadyFriends: already.accept(())
            case .cancelled: break
            case let other: failed.accept(other ?? .network(APIError(classifying: error)))
            }
            return .empty()
          }
      }
      .subscribe(onNext: { added.accept($0) })
      .disposed(by: disposeBag)
    return Output(
      isLoading: activity.asDriver(), friendAdded: added.asSignal(),
      alreadyFriends: already.asSignal(), failure: failed.asSignal())
  }
}
