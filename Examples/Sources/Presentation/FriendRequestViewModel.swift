import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Domain

/// The "add friend" button: each tap sends a request; the outcome reaches exactly one output.
/// Requests run through the library's `RequestSplit` inside `flatMapFirst`: a tap while a
/// request is in flight is ignored — a write already sent is never cancelled by a newer tap (as
/// `flatMapLatest` would, after the server may have acted on it). A failure never ends the tap
/// stream, this feature's own errors reach their outputs, every other failure the generic
/// alert, a cancellation nothing; a friend arrives after loading has gone down.
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
    /// Event: the server refused the request, with its message when it sent one.
    public let rejected: Signal<String?>
    /// Event: every other failure, for the generic alert (never a cancellation).
    public let networkError: Signal<APIError>
  }

  public let disposeBag = DisposeBag()
  private let useCase: SendFriendRequestUseCase

  public init(useCase: SendFriendRequestUseCase) {
    self.useCase = useCase
  }

  public func transform(input: Input) -> Output {
    let split = RequestSplit<FriendRequestError>()
    let added = PublishRelay<Friend>()
    input.sendRequest
      .flatMapFirst { [useCase] id in split.perform(useCase.send(to: id)) }  // a write
      .subscribe(onNext: { added.accept($0) })
      .disposed(by: disposeBag)
    let already = split.domainError.compactMap { $0 == .alreadyFriends ? () : nil }
    let rejected = split.domainError.compactMap { error -> String?? in
      if case .rejected(let reason) = error { reason } else { nil }
    }
    return Output(
      isLoading: split.isLoading.asDriver(onErrorJustReturn: false),
      friendAdded: added.asSignal(),
      alreadyFriends: already.asSignal(onErrorSignalWith: .empty()),
      rejected: rejected.asSignal(onErrorSignalWith: .empty()),
      networkError: split.networkError.asSignal(onErrorSignalWith: .empty()))
  }
}
