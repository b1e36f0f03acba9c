/// One page of a player search. `page` is zero-based; `hasNext` says whether another page exists.
public struct UserPage: Equatable, Hashable, Sendable {
  public let items: [User]
  public let page: Int
  public let hasNext: Bool

  public init(items: [User], page: Int, hasNext: Bool) {
    self.items = items
    self.page = page
    self.hasNext = hasNext
  }
}
