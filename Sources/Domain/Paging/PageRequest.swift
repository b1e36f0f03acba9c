/// A request for one page of a paged query: the query and the zero-based page.
///
/// Pages are numbered from 0 on this side of the API, whatever the server counts from: an
/// endpoint for a server whose first page is 1 sends `request.page + 1`, and still reads the
/// answer into `Page(items: items, page: request.page, hasNext: more)`.
///
/// Threading: an immutable `Sendable` value.
public struct PageRequest<Query: Hashable & Sendable>: Hashable, Sendable {
  /// What is asked for (a search text, a filter, …).
  public let query: Query
  /// The zero-based page *asked for*. Not `Page.page` (the number of the page a response
  /// holds) nor `PagedResults.page` (the last page loaded, `-1` before any); a request for the
  /// next page asks for `PagedResults.page + 1` (`PagedResults.nextPage`).
  public let page: Int

  /// A request for `page` (by default the first) of `query`.
  public init(query: Query, page: Int = 0) {
    self.query = query
    self.page = page
  }
}

/// One page request of a player search: the nickname query and the zero-based page. The server
/// matches the query case-insensitively as a substring; an empty query matches everyone.
public typealias PlayerSearchRequest = PageRequest<String>
