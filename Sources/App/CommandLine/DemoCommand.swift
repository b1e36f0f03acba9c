import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// One line typed at the prompt or read from a script: what the user asks the screens to do.
enum DemoCommand: Sendable, Equatable {
  case login(nickname: String, password: String)
  case user(id: Int)
  case search(query: String)
  case more
  case add(userId: Int)
  case remove(userId: Int)
  case lobby
  case start
  case end(matchId: Int)
  case back
  /// The last distinct search queries of this server, newest first.
  case recent
  case logout
  case help
  case quit
}
