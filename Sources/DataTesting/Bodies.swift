import Foundation

/// Realistic response bodies, as the matchmaking API writes them: an envelope
/// `{"status","message","data"}` around JSON `data`. Use them with `StubNetworkSession`.
public enum Bodies {
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
  /// A started match, as JSON.
  public static let match = #"{"id": 7, "userIds": [1, 2]}"#
  /// A 409's `data` naming `ids`, as JSON.
  public static func duplicated(_ ids: [Int]) -> String {
    #"{"duplicatedUserIds": [\#(ids.map(String.init).joined(separator: ","))]}"#
  }
}
