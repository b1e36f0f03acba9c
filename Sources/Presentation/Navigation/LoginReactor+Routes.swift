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
      // built on the one shared `state` Driver (so a route never overtakes a rendering), which
      // cannot fail; `scan` is an `Observable` operator, whose conversion names an error anyway
      .asSignal(onErrorSignalWith: .empty())
  }
}
