/// The accumulated results of a paged query: every item loaded so far for `query`, the last
/// page loaded, and whether another page exists. A value: a ViewModel keeps it as state.
///
/// Paging rule (`applying(_:for:)`):
/// - page 0 (a new query, or the same one again) replaces the results;
/// - the next page of the shown query is appended, dropping any item whose `id` is already
///   shown (a list that shifted on the server between two pages repeats items);
/// - any other page — a late page of an older query, a stale or out-of-order page of this
///   one — is ignored.
///
/// Threading: an immutable `Sendable` value.
public struct PagedResults<Query: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable {
  /// The query the results belong to; `nil` before the first page.
  public let query: Query?
  /// Every item loaded so far, in server order, each `id` once.
  public let items: [Item]
  /// The last page loaded (zero-based); `-1` before the first page.
  public let page: Int
  /// Whether the server has another page for `query`.
  public let hasNext: Bool

  /// Results with these fields, as they are (no de-duplication).
  public init(query: Query?, items: [Item], page: Int, hasNext: Bool) {
    self.query = query
    self.items = items
    self.page = page
    self.hasNext = hasNext
  }

  /// Nothing loaded yet.
  public static var empty: PagedResults {
    PagedResults(query: nil, items: [], page: -1, hasNext: false)
  }

  /// The request for the next page of `query`, or `nil` when there is none.
  public var nextPage: PageRequest<Query>? {
    guard let query, hasNext else { return nil }
    return PageRequest(query: query, page: page + 1)
  }

  /// The results after `response` arrived for `request` (see the paging rule above).
  public func applying(_ response: Page<Item>, for request: PageRequest<Query>) -> PagedResults {
    if request.page == 0 {
      return PagedResults(
        query: request.query, items: Self.distinct(response.items, after: []), page: 0,
        hasNext: response.hasNext)
    }
    guard request.query == query, request.page == page + 1 else { return self }
    return PagedResults(
      query: query, items: items + Self.distinct(response.items, after: items),
      page: request.page, hasNext: response.hasNext)
  }

  /// `new` without the items whose id is in `shown` or earlier in `new`.
  private static func distinct(_ new: [Item], after shown: [Item]) -> [Item] {
    var seen = Set(shown.map(\.id))
    return new.filter { seen.insert($0.id).inserted }
  }
}

extension PagedResults: Equatable where Item: Equatable {}
extension PagedResults: Hashable where Item: Hashable {}

/// The accumulated results of a player search.
public typealias PlayerSearchResults = PagedResults<String, User>
