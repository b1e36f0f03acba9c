import CleanReactive

/// The `LoginUseCase` over an `AuthRepository` and a `SessionStore`. Thread-safe.
public final class DefaultLoginUseCase: LoginUseCase {
  private let authRepository: any AuthRepository
  private let sessionStore: any SessionStore

  public init(authRepository: any AuthRepository, sessionStore: any SessionStore) {
    self.authRepository = authRepository
    self.sessionStore = sessionStore
  }

  public var currentSession: Session? { sessionStore.session }

  public func login(nickname: String, password: String) -> Single<Session> {
    authRepository.login(nickname: nickname, password: password)
      .classifyingFailures()
      .do(onSuccess: { [sessionStore] session in sessionStore.save(session) })
  }

  public func logout() {
    sessionStore.clear()
  }
}
