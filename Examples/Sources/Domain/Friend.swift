/// A player the signed-in player is friends with.
public struct Friend: Equatable, Hashable, Sendable {
  public let id: Int
  public let nickname: String

  public init(id: Int, nickname: String) {
    self.id = id
    self.nickname = nickname
  }
}
