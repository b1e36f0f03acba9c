/// The accumulated results of a paged query: every item loaded so far for `query`, the last
/// page loaded, and whether another page exists. A value: a ViewModel keeps it as state.
///
/// Paging rule: a load starts with `requesting(_:)` and pages arrive through `applying(_:for:)`.
/// - `requesting` page 0 of another query resets to that query with no items (`page` -1,
///   `hasNext` false), so nothing of the old query stays shown or loadable; page 0 of the same
///   query again (a refresh) keeps its items on screen but also goes back to `page` -1 and
///   `hasNext` false: the items are the same query's, so showing them while it reloads is
///   honest, and no next page of the old load can be asked for or accepted. Any other page
///   changes nothing.
/// - `applying` accepts only the page after the last one loaded for the current `query`
///   (page 0 when none is): page 0 replaces the items, a later page is appended, dropping any
///   item whose `id` is already shown (a list that shifted on the server between two pages
///   repeats items);
/// - any other page — a late page (page 0 included) of an older query, a stale or out-of-order
///   page of this one — is ignored.
///
/// Threading: an immutable `Sendable` value.
public struct PagedResults<Query: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable {
  /// The query the results belong to; `nil` before the first page.
  public let query: Query?
  /// Every item loaded so far, in server order, each `id` once (while the same query reloads,
  /// its previous items until page 0 arrives).
  public let items: [Item]
  /// The number of the *last page loaded* (zero-based) for `query`; `-1` before its first page
  /// (and again while page 0 of the same query reloads). Not `PageRequest.page` (a page asked
  /// for, maybe not loaded yet) nor `Page.page` (one response's own number).
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

  /// The results once `request` is sent: for page 0, a reset to `request.query` with `page` -1
  /// and no next page (the items kept only when it is the same query again); for any other
  /// page, unchanged (see the paging rule above).
  public func requesting(_ request: PageRequest<Query>) -> PagedResults {
    guard request.page == 0 else { return self }
    let kept = request.query == query ? items : []
    return PagedResults(query: request.query, items: kept, page: -1, hasNext: false)
  }

  /// The results after `response` arrived for `request`: accepted only when `request` is the
  /// page after the last one loaded for the current `query` (see the paging rule above).
  public func applying(_ response: Page<Item>, for request: PageRequest<Query>) -> PagedResults {
    guard request.query == query, request.page == page + 1 else { return self }
    let shown = page < 0 ? [] : items
    return PagedResults(
      query: query, items: shown + Self.distinct(response.items, after: shown),
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
