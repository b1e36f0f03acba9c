/// Wire body of `POST /matches`: `{"userIds": [Int]}`.
public struct StartMatchRequestDTO: Encodable, Sendable, Equatable {
  public let userIds: [Int]

  public init(userIds: [Int]) {
    self.userIds = userIds
  }
}
