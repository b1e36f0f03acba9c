import CleanDomain
import CleanReactive

/// `MatchRepository` over a `DataTransferService`: `POST /matches` and `DELETE /matches/{id}`.
///
/// Each subscription sends one request in a new task; disposing cancels it. Fails only with a
/// `RequestFailure<MatchmakingError>`: a player named twice or already playing fails with
/// `.domain(.duplicatedUsers(ids:))`, every other failure is `.network(APIError)`.
/// Results arrive on any thread.
public struct DefaultMatchRepository: MatchRepository {
  private let transfer: any DataTransferService

  /// A repository that sends its requests through `transfer`.
  public init(transfer: any DataTransferService) {
    self.transfer = transfer
  }

  /// Emits the match started for `userIds` (`POST /matches`), or fails with
  /// `.domain(.duplicatedUsers(ids:))`, `.network(.notFound(_:))` for an unknown id, or another
  /// `.network(_:)`.
  ///
  /// One call is one logical start: the `Single` carries one idempotency key, made here, that
  /// every subscription sends — so re-subscribing (`retry`, or subscribing again after a failure
  /// whose `isOutcomeUnknown` is true) can start at most one match. Call `startMatch` again for
  /// a new start.
  public func startMatch(userIds: [Int]) -> Single<Match> {
    let endpoint = APIEndpoints.startMatch(userIds: userIds, idempotencyKey: IdempotencyKey())
    return Single.fromAsync { [transfer] in try await transfer.request(endpoint).toDomain() }
  }

  /// Completes once the match `id` is ended (`DELETE /matches/{id}`), or fails with
  /// `.network(.notFound(_:))` when there is no such match, or another `.network(_:)`.
  public func endMatch(id: Int) -> Single<Void> {
    let endpoint = APIEndpoints.endMatch(id: id)
    return Single.fromAsync { [transfer] in
      do {
        return try await transfer.request(endpoint)
      } catch {
        throw RequestFailure<MatchmakingError>(classifying: error)
      }
    }
  }
}
