import CleanData
import CleanDomain
import Domain

/// This feature's endpoints, on the library's `Endpoint`, with this feature's own reading of
/// failures (`FriendRequestError`).
public enum FriendEndpoints {
  /// `POST /friends/{userId}` (authorized) → `FriendDTO`; 409 already friends, 422 refused.
  public static func sendRequest(to userId: Int) -> ClassifiedEndpoint<
    FriendDTO, FriendRequestError
  > {
    Endpoint<FriendDTO>(
      method: .post, pathSegments: ["friends", String(userId)], requiresAuthorization: true
    )
    .classifyingFailures(FriendRequestError.init)
  }
}
