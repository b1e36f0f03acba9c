/// What a page of a player search is cached under: the query, the page and its size.
///
/// Threading: an immutable `Sendable` value.
public struct UserSearchKey: Hashable, Sendable {
  /// The search's text.
  public let query: String
  /// The zero-based page.
  public let page: Int
  /// Players per page.
  public let size: Int

  /// The key of page `page` (of `size` players) of the search for `query`.
  public init(query: String, page: Int, size: Int) {
    self.query = query
    self.page = page
    self.size = size
  }
}
