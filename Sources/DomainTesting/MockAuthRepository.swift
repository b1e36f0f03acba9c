import CleanDomain
import CleanReactive

/// An `AuthRepository` whose answers the test scripts: `login.answer { credentials in … }`;
/// `login.calls` lists the credentials asked for. Thread-safe.
public final class MockAuthRepository: AuthRepository {
  public let login = Stub<Credentials, Session>()

  /// The arguments of one `login` call.
  public struct Credentials: Equatable, Sendable {
    public let nickname: String
    public let password: String

    public init(nickname: String, password: String) {
      self.nickname = nickname
      self.password = password
    }
  }

  public init() {}

  public func login(nickname: String, password: String) -> Single<Session> {
    login(Credentials(nickname: nickname, password: password))
  }
}
