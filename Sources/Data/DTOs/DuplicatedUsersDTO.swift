/// Wire `data` of a 409 from `POST /matches`: `{"duplicatedUserIds": [Int]}`.
public struct DuplicatedUsersDTO: Decodable, Sendable, Equatable {
  public let duplicatedUserIds: [Int]
}
