import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// One thing the guided tour does: explain, type a command, or arrange a failure.
enum TourItem: Sendable, Equatable {
  /// Narration, shown as a note.
  case say(String)
  /// A command, run exactly as if it had been typed.
  case type(String)
  /// Makes the embedded backend's next request fail this way.
  case failNextRequest(BackendFault)
  /// Makes every access token the embedded backend issued expire (refresh tokens stay valid).
  case expireAccessTokens
  /// Makes every access and refresh token the embedded backend issued expire: the session is
  /// lost (the next request is answered 401 and so is its refresh).
  case loseSession
}
