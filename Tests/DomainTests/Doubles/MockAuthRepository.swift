import CleanDomain
import CleanReactive

/// An `AuthRepository` whose answers the test scripts.
final class MockAuthRepository: AuthRepository {
  let login = Stub<Credentials, Session>()

  struct Credentials: Equatable {
    let nickname: String
    let password: String
  }

  func login(nickname: String, password: String) -> Single<Session> {
    login(Credentials(nickname: nickname, password: password))
  }
}
