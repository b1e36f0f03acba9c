import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// How far the login screen's last request has come, judged by the states delivered to it.
///
/// Threading: a value, used on the main actor by `LoginScreen`.
enum LoginProgress: Equatable {
  /// No login in flight (or its end has been shown).
  case idle
  /// `.login` was sent; its `.loading` state has not arrived yet.
  case requested
  /// Its `.loading` state arrived; the state that ends it has not.
  case running
}
