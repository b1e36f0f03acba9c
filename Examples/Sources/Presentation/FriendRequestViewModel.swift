import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Domain

/// The "add friend" button: each tap sends a request; the outcome reaches exactly one output.
/// Built on the library's `Submission`, which runs the write as a write must run: a tap while a
/// request is in flight is ignored — a write already sent is never cancelled by a newer tap (as
/// `flatMapLatest` would, after the server may have acted on it). A failure never ends the tap
/// stream, this feature's own errors reach their outputs, every other failure the generic
/// alert, a cancellation nothing; a friend arrives after loading has gone down.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in the `Submission`'s `disposeBag`, which
/// ends with the ViewModel; no closure captures `self`. A request in flight when the screen lets
/// the ViewModel go is not cancelled (see `Submission`).
public final class FriendRequestViewModel: ViewModel, Sendable {
  /// The write this screen sends, and everything about it as one state.
  public typealias Request = Submission<Int, Friend, FriendRequestError>

  public struct Input: Sendable {
    /// The id of the player to befriend, once per tap.
    public let sendRequest: Observable<Int>

    public init(sendRequest: Observable<Int>) {
      self.sendRequest = sendRequest
    }
  }

  public struct Output: Sendable {
    /// State: the request as one value (in flight, the last friend added, the last failure).
    public let state: Driver<Request.State>
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
  private let request: Request

  public init(useCase: SendFriendRequestUseCase) {
    request = Submission { useCase.send(to: $0) }
  }

  public func transform(input: Input) -> Output {
    let output = request.transform(input: .init(submit: input.sendRequest))
    return Output(
      state: output.state,
      isLoading: output.state.map(\.isSubmitting),
      friendAdded: output.succeeded,
      alreadyFriends: output.featureError.compactMap { $0 == .alreadyFriends ? () : nil },
      rejected: output.featureError.compactMap { error -> String?? in
        if case .rejected(let reason) = error { reason } else { nil }
      },
      networkError: output.networkError)
  }
}
