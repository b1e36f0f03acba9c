import CleanDomain
import CleanReactive

/// `UserRepository` over a `DataTransferService`: `GET /users/{id}` and `GET /users?query=`.
///
/// Each subscription sends one request in a new task; disposing cancels it. Fails only with an
/// `APIError`. Results arrive on any thread.
public struct DefaultUserRepository: UserRepository {
  private let transfer: any DataTransferService

  /// A repository that sends its requests through `transfer`.
  public init(transfer: any DataTransferService) {
    self.transfer = transfer
  }

  /// Emits the user with `id` (`GET /users/{id}`), or fails with `.notFound` when there is
  /// none, `.unauthorized` when the session is over, or another `APIError`.
  public func user(id: Int) -> Single<User> {
    let endpoint = APIEndpoints.user(id: id)
    return Single.fromAsync { [transfer] in try await transfer.request(endpoint).toDomain() }
  }

  /// Emits one page of the users matching `query` (`GET /users?query=&page=&size=`);
  /// bad paging fails with `.unexpectedStatus` (400), or another `APIError`.
  public func searchUsers(query: String, page: Int, size: Int) -> Single<Page<User>> {
    let endpoint = APIEndpoints.searchUsers(query: query, page: page, size: size)
    return Single.fromAsync { [transfer] in try await transfer.request(endpoint).toDomain() }
  }
}
