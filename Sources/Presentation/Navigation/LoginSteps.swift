import CleanDomain
import CleanReactive

/// The last two session states of a Reactor and the session held before the last login: what
/// `LoginReactor.signedIn` reads a successful login from.
///
/// Threading: a value.
struct LoginSteps: Sendable {
  private var beforeLogin: Session?
  private var previous = Async<Session, APIError>.idle
  private var current = Async<Session, APIError>.idle

  mutating func advance(to session: Async<Session, APIError>) {
    if session.isLoading && !current.isLoading { beforeLogin = current.value }
    previous = current
    current = session
  }

  /// The session a login just signed in, if the last step was one.
  var signedIn: Session? {
    guard previous.isLoading, let session = current.value, session != beforeLogin else {
      return nil
    }
    return session
  }
}
