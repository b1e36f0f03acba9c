import CleanDomain
import CleanReactive
import CleanReactiveUI

extension LoginReactor {
  /// Route: a login this Reactor ran succeeded — the state went from `.loading` to `.loaded`
  /// with a session other than the one held before the login (a failed re-login puts the old
  /// session back: that is no sign-in). Not fired for the session the Reactor started with.
  /// Fires once per successful login.
  public var signedIn: Signal<Session> {
    state.asObservable()
      .map(\.session)
      .scan(into: LoginSteps()) { steps, session in steps.advance(to: session) }
      .compactMap(\.signedIn)
      .asSignal(onErrorSignalWith: .empty())
  }
}

/// The last two session states of a Reactor and the session held before the last login.
private struct LoginSteps: Sendable {
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
