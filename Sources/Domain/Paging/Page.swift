/// One page of a paged list. `page` is zero-based; `hasNext` says whether another page exists.
///
/// Threading: an immutable `Sendable` value.
public struct Page<Item: Sendable>: Sendable {
  /// The items on this page, in the server's order.
  public let items: [Item]
  /// The zero-based number of *this* page, as the server numbered it (the page the response
  /// holds), for display and logs. Not `PageRequest.page` (the page asked for, which
  /// `PagedResults.applying(_:for:)` reads — it ignores this one) nor `PagedResults.page` (the
  /// last page loaded, `-1` before any).
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

/// A page of `Codable` items is `Codable` (keys `items`, `page`, `hasNext`), so a stored copy
/// of it needs no stored form of its own: `StoredEntityCache(json:key:onFailure:)` keeps it,
/// page number included.
extension Page: Codable where Item: Codable {}
