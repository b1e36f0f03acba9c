import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The mutable world of the embedded backend: players, issued tokens and active matches.
///
/// Threading: a value; `BackendRouter` keeps it behind a mutex.
struct BackendState: Sendable {
  var users: [User]
  var tokens: [String: Int] = [:]
  var matches: [Int: [Int]] = [:]
  var nextMatchId = 1
  var nextToken = 1

  init(users: [User]) {
    self.users = users
  }

  func user(id: Int) -> User? {
    users.first { $0.id == id }
  }

  /// The players in any active match.
  var busyUserIds: Set<Int> {
    Set(matches.values.joined())
  }
}
