import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The players every embedded backend starts with — the same list, ids, ratings and password as
/// the Python test server (`Sources/DataTesting/Resources/api_server.py`), so one script produces
/// the same event stream against either.
enum DemoPlayers {
  /// Every seeded player signs in with this password.
  static let password = "secret"

  /// Seeded players with ids `1…30`, in id order.
  static let all: [User] = nicknames.enumerated().map { index, nickname in
    User(id: index + 1, nickname: nickname, rating: 1000 + (index * 37) % 900)
  }

  private static let nicknames = [
    "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
    "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter",
    "yuna", "김 철수", "이 영희", "박 민수", "ally", "alina", "alfred", "bobby", "carl",
    "a b+c&d=e", "../admin?x=1&page=9",
  ]
}
