import CleanDomain
import Foundation

extension DuplicatedUsersDTO {
  /// The start-match endpoint's reading of a failure status: a 409 whose envelope `data` holds
  /// a non-empty `duplicatedUserIds` is `.duplicatedUsers(ids:)`, each id once, ascending
  /// (whatever order or repetition the server sent). Anything else is `nil`, left to the
  /// resolver (a 409 without readable ids is then `.unexpectedStatus`). Pure; thread-safe.
  public static func failure(status: Int, body: Data) -> APIError? {
    guard status == 409,
      let ids = try? EnvelopeDecoder.decodeData(Self.self, from: body).duplicatedUserIds,
      !ids.isEmpty
    else { return nil }
    return .duplicatedUsers(ids: Set(ids).sorted())
  }
}
