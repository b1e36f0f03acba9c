import CleanReactive

/// Sends friend requests. Fails only with `RequestFailure<FriendRequestError>`; results arrive
/// on any thread.
public protocol FriendRepository: Sendable {
  /// Asks player `userId` to be friends; succeeds with the new friend.
  func sendRequest(to userId: Int) -> Single<Friend>
}
