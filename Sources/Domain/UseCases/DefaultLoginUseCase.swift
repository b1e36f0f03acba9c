import CleanReactive

/// The `LoginUseCase` over an `AuthRepository` and a `SessionStore`. Thread-safe.
public final class DefaultLoginUseCase: LoginUseCase {
  private let authRepository: any AuthRepository
  private let sessionStore: any SessionStore

  /// Creates the use case; a successful login is saved in `sessionStore`.
  public init(authRepository: any AuthRepository, sessionStore: any SessionStore) {
    self.authRepository = authRepository
    self.sessionStore = sessionStore
  }

  /// The session the store holds now.
  public var currentSession: Session? { sessionStore.session }

  /// Signs in and saves the session; fails only with an `APIError` (login has no error of its
  /// own, so an error of another type is classified with `APIError(classifying:)`, never lost).
  public func login(nickname: String, password: String) -> Single<Session> {
    authRepository.login(nickname: nickname, password: password)
      .catch { .error(APIError(classifying: $0)) }
      .do(onSuccess: { [sessionStore] session in sessionStore.save(session) })
  }

  /// Signs out: clears the stored session.
  public func logout() {
    sessionStore.clear()
  }
}
