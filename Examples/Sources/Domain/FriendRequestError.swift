import CleanDomain

/// Why a friend request failed, as this feature sees it. The library's `APIError` says what
/// happened on the wire; this type gives the feature's own statuses their meaning.
public enum FriendRequestError: Error, Equatable, Sendable {
  /// 409: the two players are already friends.
  case alreadyFriends
  /// 422: the server refused the request; its own message, when it sent one.
  case rejected(reason: String?)
  /// Any other failure, for the generic alert.
  case network(APIError)
  /// The caller cancelled; nothing to show.
  case cancelled

  /// Reads every failure the library classified. Total and pure.
  public init(_ error: APIError) {
    switch error.status {
    case 409: self = .alreadyFriends
    case 422: self = .rejected(reason: error.serverMessage)
    default: self = error.isCancellation ? .cancelled : .network(error)
    }
  }
}
