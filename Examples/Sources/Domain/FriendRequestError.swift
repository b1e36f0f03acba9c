import CleanDomain

/// This feature's own failures: the statuses the friend-request endpoint gives a meaning. Every
/// other failure is the library's generic `APIError`, so a request of this feature fails with
/// `RequestFailure<FriendRequestError>`.
public enum FriendRequestError: Error, Equatable, Sendable {
  /// 409: the two players are already friends.
  case alreadyFriends
  /// 422: the server refused the request; its own message, when it sent one.
  case rejected(reason: String?)

  /// Reads a failure status of the friend-request endpoint: 409 and 422 are this feature's,
  /// anything else is `nil` (the library's generic classification). Pure.
  public init?(reading failure: HTTPFailure) {
    switch failure.status {
    case 409: self = .alreadyFriends
    case 422: self = .rejected(reason: failure.message)
    default: return nil
    }
  }
}
