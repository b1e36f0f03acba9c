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
    /// Replaces the session state (and clears `lastError`).
    case setSession(Async<Session, APIError>)
    /// A login failed for a reason the credentials do not explain: the session becomes
    /// `session` (what the store still holds), `lastError` the failure, and the global alert
    /// (`RequestTracking.errors`) is told of it right after that state.
    case failGlobally(APIError, session: Async<Session, APIError>)
  }

  /// What the login view renders. `==` compares payloads (two different failures differ).
  public struct State: Equatable, Sendable {
    /// The login request: `.idle`, `.loading`, `.failed(.unauthorized)` (wrong credentials,
    /// shown on the form) or `.loaded(session)`.
    public var session: Async<Session, APIError>
    /// The failure of the last login that went to the global alert (a 500, a timeout), `nil`
    /// once another login starts: state, so that "the login ended" and "its alert follows"
    /// are one value; the alert itself is `RequestTracking.error`, fired after this state.
    public var lastError: APIError?

    /// A state whose session is `session`.
    public init(session: Async<Session, APIError>, lastError: APIError? = nil) {
      self.session = session
      self.lastError = lastError
    }

    /// Whether a login is in flight: the screen's spinner, in the same value as the session it
    /// is loading (`session == .loading`).
    public var isLoading: Bool { session.isLoading }

    /// The signed-in user's id, once logged in.
    public var userId: Int? { session.value?.user.id }
  }
}
