/// One page of a paged list. `page` is zero-based; `hasNext` says whether another page exists.
///
/// Threading: an immutable `Sendable` value.
public struct Page<Item: Sendable>: Sendable {
  /// The items on this page, in the server's order.
  public let items: [Item]
  /// The zero-based number of this page.
  public let page: Int
  /// Whether another page follows this one.
  public let hasNext: Bool

  /// Page `page` holding `items`; `hasNext` says whether another follows.
  public init(items: [Item], page: Int, hasNext: Bool) {
    self.items = items
    self.page = page
    self.hasNext = hasNext
  }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
