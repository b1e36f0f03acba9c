/// One page of a player search. `page` is zero-based; `hasNext` says whether another page exists.
public struct UserPage: Equatable, Hashable, Sendable {
  /// The players on this page, in the server's order.
  public let items: [User]
  /// The zero-based number of this page.
  public let page: Int
  /// Whether another page follows this one.
  public let hasNext: Bool

  /// Page `page` holding `items`; `hasNext` says whether another follows.
  public init(items: [User], page: Int, hasNext: Bool) {
    self.items = items
    self.page = page
    self.hasNext = hasNext
  }
}
