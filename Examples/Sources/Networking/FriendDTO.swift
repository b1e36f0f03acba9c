import Domain

/// Wire `data` of an accepted friend request: `{"id": Int, "nickname": String}`.
public struct FriendDTO: Codable, Sendable, Equatable {
  public let id: Int
  public let nickname: String

  public init(id: Int, nickname: String) {
    self.id = id
    self.nickname = nickname
  }

  public func toDomain() -> Friend { Friend(id: id, nickname: nickname) }
}
