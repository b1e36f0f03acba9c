/// The accumulated results of a player search: every player loaded so far for `query`, the last
/// page loaded, and whether another page exists. A value: the ViewModel keeps it as state.
///
/// Paging rule: page 0 (a new search, of any query) replaces the results; the next page of the
/// shown query is appended; any other page — a later page of another query, or a stale or
/// out-of-order page of this one — is ignored.
public struct PlayerSearchResults: Equatable, Hashable, Sendable {
  /// The query the results belong to; `nil` before the first search.
  public let query: String?
  /// Every player loaded so far, in server order.
  public let users: [User]
  /// The last page loaded (zero-based); `-1` before the first search.
  public let page: Int
  /// Whether the server has another page for `query`.
  public let hasNext: Bool

  public init(query: String?, users: [User], page: Int, hasNext: Bool) {
    self.query = query
    self.users = users
    self.page = page
    self.hasNext = hasNext
  }

  /// No search yet.
  public static let empty = PlayerSearchResults(query: nil, users: [], page: -1, hasNext: false)

  /// The request for the next page, or `nil` when there is none.
  public var nextPage: PlayerSearchRequest? {
    guard let query, hasNext else { return nil }
    return PlayerSearchRequest(query: query, page: page + 1)
  }

  /// The results after `response` arrived for `request` (see the paging rule above).
  public func applying(_ response: UserPage, for request: PlayerSearchRequest)
    -> PlayerSearchResults
  {
    if request.page == 0 {
      return PlayerSearchResults(
        query: request.query, users: response.items, page: 0, hasNext: response.hasNext)
    }
    guard request.query == query, request.page == page + 1 else { return self }
    return PlayerSearchResults(
      query: query, users: users + response.items, page: request.page,
      hasNext: response.hasNext)
  }
}
