import CleanData
import CleanDomain
import CleanReactive
import Domain

/// `FriendRepository` over the library's `DataTransferService`. Each subscription sends one
/// request in a new task; disposing cancels it. Fails only with
/// `RequestFailure<FriendRequestError>`.
public struct DefaultFriendRepository: FriendRepository {
  private let transfer: any DataTransferService

  public init(transfer: any DataTransferService) {
    self.transfer = transfer
  }

  public func sendRequest(to userId: Int) -> TypedRequest<Friend, FriendRequestError> {
    let endpoint = FriendEndpoints.sendRequest(to: userId)
    return transfer.typedRequest(endpoint).map { $0.toDomain() }
  }
}
