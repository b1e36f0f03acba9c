import CleanDomain
import CleanReactive

/// Wire shape of a user: `{"id": Int, "nickname": String, "rating": Int}`.
public struct UserDTO: Codable, Sendable, Equatable {
  /// Wire `id`: the user's stable identifier.
  public let id: Int
  /// Wire `nickname`: the name shown to other players.
  public let nickname: String
  /// Wire `rating`: the user's matchmaking rating.
  public let rating: Int

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(id: Int, nickname: String, rating: Int) {
    self.id = id
    self.nickname = nickname
    self.rating = rating
  }

  /// The domain's `User` with the same id, nickname and rating.
  public func toDomain() -> User { User(id: id, nickname: nickname, rating: rating) }
}
