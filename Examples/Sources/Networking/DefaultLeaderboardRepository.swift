import CleanData
import CleanDomain
import Domain

/// `LeaderboardRepository` over the library's `DataTransferService`, `pageSize` entries a page.
/// Each subscription sends one request in a new task; disposing cancels it. Fails only with
/// `RequestFailure<LeaderboardError>`.
public struct DefaultLeaderboardRepository: LeaderboardRepository {
  private let transfer: any DataTransferService
  private let pageSize: Int

  public init(transfer: any DataTransferService, pageSize: Int = 20) {
    self.transfer = transfer
    self.pageSize = pageSize
  }

  public func entries(
    _ request: PageRequest<Int>
  ) -> TypedRequest<Page<LeaderboardEntry>, LeaderboardError> {
    transfer.typedRequest(
      LeaderboardEndpoints.entries(season: request.query, page: request.page, size: pageSize)
    ).map { $0.toDomain(page: request.page) }
  }
}
