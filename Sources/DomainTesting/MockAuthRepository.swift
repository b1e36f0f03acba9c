import CleanDomain
import CleanReactive

/// An `AuthRepository` whose answers the test scripts: `login.answer { credentials in … }`;
/// `login.calls` lists the credentials asked for. Thread-safe.
public final class MockAuthRepository: AuthRepository {
  /// Scripts and records `login(nickname:password:)`.
  public let login = Stub<Credentials, Session>()

  /// The arguments of one `login` call.
  public struct Credentials: Equatable, Sendable {
    /// The nickname asked for.
    public let nickname: String
    /// The password given.
    public let password: String

    /// The arguments of a call.
    public init(nickname: String, password: String) {
      self.nickname = nickname
      self.password = password
    }
  }

  /// A repository whose logins never answer until scripted.
  public init() {}

  /// Records the call and returns the scripted answer.
  public func login(nickname: String, password: String) -> Single<Session> {
    login(Credentials(nickname: nickname, password: password))
  }
}
