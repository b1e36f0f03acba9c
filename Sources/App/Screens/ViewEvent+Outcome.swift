import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

extension ViewEvent {
  /// Whether this event ends a request: a result or an error (not the spinner, nor narration,
  /// nor a stored copy, which the server's answer or an error follows).
  var isOutcome: Bool {
    switch self {
    case .user(_, source: .cache), .searchResults(_, _, _, source: .cache):
      false
    case .loggedIn, .user, .searchResults, .matchStarted, .matchEnded, .duplicatedUsers,
      .networkError:
      true
    case .loading, .lobby, .step, .note, .help, .recent, .screen:
      false
    }
  }
}
