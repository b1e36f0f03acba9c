import CleanDomain
import CleanReactive

/// Sends a friend request: the repository's answer, with any failure classified into
/// `FriendRequestError` (an error of another type, which a repository should not throw, is
/// read through `APIError(classifying:)` so it is never lost). Thread-safe.
public struct SendFriendRequestUseCase: Sendable {
  private let repository: any FriendRepository

  public init(repository: any FriendRepository) {
    self.repository = repository
  }

  public func send(to userId: Int) -> Single<Friend> {
    repository.sendRequest(to: userId).catch { error in
      .error(error as? FriendRequestError ?? FriendRequestError(APIError(classifying: error)))
    }
  }
}
