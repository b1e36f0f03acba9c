import CleanData
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

  public func sendRequest(to userId: Int) -> Single<Friend> {
    let endpoint = FriendEndpoints.sendRequest(to: userId)
    return Single.fromAsync { [transfer] in try await transfer.request(endpoint).toDomain() }
  }
}
