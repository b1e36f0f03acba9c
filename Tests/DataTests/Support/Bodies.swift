import Foundation

/// Realistic response bodies, as the server of docs/API.md writes them.
enum Bodies {
  static func envelope(status: Int, data: String = "null", message: String = "ok") -> Data {
    Data(#"{"status": \#(status), "message": "\#(message)", "data": \#(data)}"#.utf8)
  }

  static let alice = #"{"id": 1, "nickname": "alice", "rating": 1500}"#

  static func user(id: Int) -> String {
    #"{"id": \#(id), "nickname": "user \#(id) 김", "rating": \#(1000 + id % 900)}"#
  }

  static func page(users count: Int, page: Int = 0, hasNext: Bool = false) -> String {
    let items = (0..<count).map { user(id: $0 + 1) }.joined(separator: ",")
    return #"{"items": [\#(items)], "page": \#(page), "hasNext": \#(hasNext)}"#
  }

  static let session = #"{"token": "t-1", "user": \#(alice)}"#
  static let match = #"{"id": 7, "userIds": [1, 2]}"#
  static func duplicated(_ ids: [Int]) -> String {
    #"{"duplicatedUserIds": [\#(ids.map(String.init).joined(separator: ","))]}"#
  }
}
