/// A player as the domain sees it. Wire details (JSON keys, envelopes) live in the Data layer.
public struct User: Equatable, Hashable, Sendable, Identifiable {
  public let id: Int
  public let nickname: String
  public let rating: Int

  public init(id: Int, nickname: String, rating: Int) {
    self.id = id
    self.nickname = nickname
    self.rating = rating
  }
}
