import CleanDomain
import CleanReactive

/// Sends a friend request: the repository's answer, failing with its
/// `RequestFailure<FriendRequestError>` unchanged (a `RequestSplit<FriendRequestError>` routes
/// it, never reclassifying this feature's own error). Thread-safe.
public struct SendFriendRequestUseCase: Sendable {
  private let repository: any FriendRepository

  public init(repository: any FriendRepository) {
    self.repository = repository
  }

  public func send(to userId: Int) -> TypedRequest<Friend, FriendRequestError> {
    repository.sendRequest(to: userId)
  }
}
