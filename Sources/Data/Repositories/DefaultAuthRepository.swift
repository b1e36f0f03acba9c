import CleanDomain
import CleanReactive

/// `AuthRepository` over a `DataTransferService`: `POST /auth/login`.
///
/// Saves nothing: storing the session is the login use case's decision. Each subscription sends
/// one request in a new task; disposing cancels it. Fails only with an `APIError`
/// (`.unauthorized` for bad credentials). Results arrive on any thread.
public struct DefaultAuthRepository: AuthRepository {
  private let transfer: any DataTransferService

  /// A repository that sends its requests through `transfer`.
  public init(transfer: any DataTransferService) {
    self.transfer = transfer
  }

  /// Emits the session for these credentials (`POST /auth/login`), or fails with
  /// `.unauthorized` when they are wrong, or another `APIError`. Never retried (a `POST`).
  public func login(nickname: String, password: String) -> Single<Session> {
    let endpoint = APIEndpoints.login(nickname: nickname, password: password)
    return Single.fromAsync { [transfer] in try await transfer.request(endpoint).toDomain() }
  }
}
