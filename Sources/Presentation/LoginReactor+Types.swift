import CleanDomain
import CleanReactive
import CleanReactiveUI

extension LoginReactor {
  /// What the login view sends.
  public enum Action: Equatable, Sendable {
    /// Log in with these credentials.
    case login(nickname: String, password: String)
    /// Forget the session (and cancel a login in flight).
    case logout
  }

  /// What happened, as the reducer sees it.
  public enum Mutation: Equatable, Sendable {
    /// Replaces the session state.
    case setSession(Async<Session, APIError>)
  }

  /// What the login view renders. `==` compares payloads (two different failures differ).
  public struct State: Equatable, Sendable {
    /// The login request: `.idle`, `.loading`, `.failed(.unauthorized)` (wrong credentials,
    /// shown on the form) or `.loaded(session)`.
    public var session: Async<Session, APIError>

    /// A state whose session is `session`.
    public init(session: Async<Session, APIError>) {
      self.session = session
    }

    /// The signed-in user's id, once logged in.
    public var userId: Int? { session.value?.user.id }
  }
}
