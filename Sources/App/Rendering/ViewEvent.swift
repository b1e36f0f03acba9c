import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// Everything the command-line screens can show: one case per ViewModel output the CLI
/// subscribes to, plus the tour's narration. A renderer turns each into text or a JSON line.
///
/// Threading: an immutable value; renderers receive it on the main actor.
enum ViewEvent: Sendable, Equatable {
  /// The spinner: a request started (`true`) or all finished (`false`).
  case loading(Bool)
  /// The login screen signed this player in.
  case loggedIn(User)
  /// The profile of one player: a stored copy (`.cache`) or the server's answer (`.network`).
  case user(User, source: ValueSource)
  /// One page of the player search (`page` zero-based): a stored copy or the server's answer.
  case searchResults(users: [User], page: Int, hasNext: Bool, source: ValueSource)
  /// The lobby's players, in the order they were added.
  case lobby(userIds: [Int])
  /// A match was started.
  case matchStarted(Match)
  /// A match was ended.
  case matchEnded(id: Int)
  /// The server refused to start a match: these players are duplicated (highlight them).
  case duplicatedUsers(ids: [Int])
  /// The generic network-error alert.
  case networkError(APIError)
  /// The tour starts a step.
  case step(number: Int, title: String)
  /// The tour explains what happens next.
  case note(String)
  /// The list of commands.
  case help
  /// The recent search queries, newest first.
  case recent(queries: [String])
  /// The screen showing changed (or the first screen, at start).
  case screen(MatchmakingScreen)
}
