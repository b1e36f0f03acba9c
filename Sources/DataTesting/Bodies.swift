import Foundation

/// Realistic response bodies in both shapes a backend may use: the matchmaking API's envelope
/// `{"status","message","data"}` around JSON `data` (`envelope(status:data:message:)`, for an
/// endpoint that reads `.envelope()`), or the JSON alone (`json(_:)`, for one that reads
/// `.json()`). Use them with `StubNetworkSession` or `StubDataTransferService`.
public enum Bodies {
  /// `json` as a bare body, no envelope: what a backend that answers the payload alone sends.
  public static func json(_ json: String) -> Data {
    Data(json.utf8)
  }

  /// An envelope with `status`, `message` and `data` (raw JSON, `null` by default).
  public static func envelope(status: Int, data: String = "null", message: String = "ok") -> Data {
    Data(#"{"status": \#(status), "message": "\#(message)", "data": \#(data)}"#.utf8)
  }

  /// A user, as JSON.
  public static let alice = #"{"id": 1, "nickname": "alice", "rating": 1500}"#

  /// User `id` (a Hangul nickname, to exercise UTF-8), as JSON.
  public static func user(id: Int) -> String {
    #"{"id": \#(id), "nickname": "user \#(id) 김", "rating": \#(1000 + id % 900)}"#
  }

  /// A search page of `count` users, as JSON.
  public static func page(users count: Int, page: Int = 0, hasNext: Bool = false) -> String {
    let items = (0..<count).map { user(id: $0 + 1) }.joined(separator: ",")
    return #"{"items": [\#(items)], "page": \#(page), "hasNext": \#(hasNext)}"#
  }

  /// A login's session, as JSON.
  public static let session = #"{"token": "t-1", "user": \#(alice)}"#

  /// A login's session with a token pair, as JSON — `POST /auth/login`'s `data` in docs/API.md:
  /// `{"token", "refreshToken", "expiresIn", "user"}`.
  public static func sessionWithRefresh(
    token: String = "t-1", refreshToken: String = "r-1", expiresIn: Int = 900,
    user: String = alice
  ) -> String {
    #"{"token": "\#(token)", "refreshToken": "\#(refreshToken)", "expiresIn": \#(expiresIn), "user": \#(user)}"#
  }

  /// A refreshed token pair, as JSON — `POST /auth/refresh`'s `data` in docs/API.md:
  /// `{"token", "refreshToken", "expiresIn"}`.
  public static func tokenPair(
    token: String = "t-2", refreshToken: String = "r-2", expiresIn: Int = 900
  )
    -> String
  {
    #"{"token": "\#(token)", "refreshToken": "\#(refreshToken)", "expiresIn": \#(expiresIn)}"#
  }

  /// A refresh request's body, as JSON — `POST /auth/refresh`'s body: `{"refreshToken"}`.
  public static func refreshRequest(refreshToken: String = "r-1") -> String {
    #"{"refreshToken": "\#(refreshToken)"}"#
  }
  /// A started match, as JSON.
  public static let match = #"{"id": 7, "userIds": [1, 2]}"#
  /// A 409's `data` naming `ids`, as JSON.
  public static func duplicated(_ ids: [Int]) -> String {
    #"{"duplicatedUserIds": [\#(ids.map(String.init).joined(separator: ","))]}"#
  }
}
