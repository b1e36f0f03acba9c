/// One page request of a player search: the nickname query and the zero-based page.
public struct PlayerSearchRequest: Equatable, Hashable, Sendable {
  /// The nickname query, trimmed of surrounding whitespace.
  public let query: String
  /// The zero-based page asked for.
  public let page: Int

  /// A request for `page` of `query`. The query is trimmed of surrounding whitespace; the
  /// server matches it case-insensitively as a substring, and an empty query matches everyone.
  public init(query: String, page: Int = 0) {
    self.query = query.trimmingWhitespace()
    self.page = page
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    var characters = Substring(self)
    while characters.first?.isWhitespace == true { characters.removeFirst() }
    while characters.last?.isWhitespace == true { characters.removeLast() }
    return String(characters)
  }
}
