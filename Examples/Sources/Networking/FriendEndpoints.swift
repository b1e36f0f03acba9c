import CleanData
import CleanDomain
import Domain

/// This feature's endpoints, on the library's `Endpoint`, with this feature's own reading of
/// its failure statuses (`FriendRequestError`).
public enum FriendEndpoints {
  /// `POST /friends/{userId}` (authorized) → `FriendDTO`; 409 already friends, 422 refused.
  public static func sendRequest(to userId: Int) -> DomainEndpoint<FriendDTO, FriendRequestError> {
    Endpoint<FriendDTO>(
      method: .post, pathSegments: ["friends", String(userId)], requiresAuthorization: true,
      response: .envelope()
    )
    .readingFailures { failure, _ in FriendRequestError(reading: failure) }
  }
}
