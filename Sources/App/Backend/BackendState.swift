import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The mutable world of the embedded backend: players, issued access and refresh tokens, and
/// active matches.
///
/// Threading: a value; `BackendRouter` keeps it behind a mutex.
struct BackendState: Sendable {
  var users: [User]
  /// Live access tokens → user id. An expired token is removed: it is then unknown (401).
  var tokens: [String: Int] = [:]
  /// Unspent refresh tokens → user id. Spending one removes it (rotation).
  var refreshTokens: [String: Int] = [:]
  /// How many `POST /auth/refresh` requests arrived (for tests and the tour).
  var refreshCalls = 0
  var matches: [Int: [Int]] = [:]
  var nextMatchId = 1
  /// The answers to starts made with an `Idempotency-Key`, per player and key.
  var idempotentStarts = IdempotentAnswers()
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
