import CleanDomain
import Foundation

extension DuplicatedUsersDTO {
  /// The start-match endpoint's reading of a failure status: a 409 whose envelope `data` holds
  /// a non-empty `duplicatedUserIds` is `MatchmakingError.duplicatedUsers(ids:)`, each id once,
  /// ascending (whatever order or repetition the server sent). Anything else is `nil`, left to
  /// the generic table (a 409 without readable ids is then `APIError.unexpectedStatus`). Pure;
  /// thread-safe. A `DomainEndpoint.ReadFailure`.
  public static func failure(_ failure: HTTPFailure, body: Data) -> MatchmakingError? {
    guard failure.status == 409,
      let ids = try? EnvelopeDecoder.decodeData(Self.self, from: body).duplicatedUserIds,
      !ids.isEmpty
    else { return nil }
    return .duplicatedUsers(ids: Set(ids).sorted())
  }
}
