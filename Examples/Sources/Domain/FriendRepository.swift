import CleanDomain

/// Sends friend requests. Fails only with `RequestFailure<FriendRequestError>`, which the
/// `TypedRequest` says, so only a `RequestSplit<FriendRequestError>` runs it; results arrive on
/// any thread.
public protocol FriendRepository: Sendable {
  /// Asks player `userId` to be friends; succeeds with the new friend.
  func sendRequest(to userId: Int) -> TypedRequest<Friend, FriendRequestError>
}
