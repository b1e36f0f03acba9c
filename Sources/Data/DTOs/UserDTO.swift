import CleanDomain
import CleanReactive

/// Wire shape of a user: `{"id": Int, "nickname": String, "rating": Int}`.
public struct UserDTO: Codable, Sendable, Equatable {
  public let id: Int
  public let nickname: String
  public let rating: Int

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(id: Int, nickname: String, rating: Int) {
    self.id = id
    self.nickname = nickname
    self.rating = rating
  }

  public func toDomain() -> User { User(id: id, nickname: nickname, rating: rating) }
}
