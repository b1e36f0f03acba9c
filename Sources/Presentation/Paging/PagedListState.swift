import CleanDomain

/// Everything a paged list screen shows, as one value: the items, where the page that last
/// changed them came from, whether a request is loading, whether another page exists, and how
/// the latest request failed. `PagedList` emits it whole, so its fields never disagree: a state
/// with `isLoading == false` already holds the page that request loaded (or its `lastError`).
///
/// Invariants, for every state `PagedList` emits:
/// - `isLoading` and `lastError` are never both set: a new request clears the last error;
/// - `source` is `nil` exactly when no page has been shown yet;
/// - `items` holds each `id` once, in server order.
///
/// Threading: an immutable `Sendable` value.
public struct PagedListState<
  Query: Hashable & Sendable, Item: Identifiable & Sendable, FeatureError: Error & Sendable
>: Sendable {
  /// The query the items belong to; `nil` before the first page. (While another query loads,
  /// still the shown items' query: the new one replaces it with its first page.)
  public let query: Query?
  /// Every item shown, in server order, each `id` once.
  public let items: [Item]
  /// The last page shown (zero-based); `-1` before the first page.
  public let page: Int
  /// Where the page that last changed `items` came from: `.cache` while a stored copy is shown
  /// that the server's answer has not replaced, `.network` once it has; `nil` before any page.
  public let source: ValueSource?
  /// Whether a request is in flight.
  public let isLoading: Bool
  /// Whether the server has a page after `page` (so a next page can be asked for).
  public let hasMore: Bool
  /// How the latest request failed (never a cancellation); `nil` once another request starts.
  /// State for the screen to show (a "retry" row): the one-shot alert is `PagedList`'s
  /// `networkError` or `featureError`.
  public let lastError: RequestFailure<FeatureError>?

  /// A state with these fields, as they are.
  public init(
    query: Query?, items: [Item], page: Int, source: ValueSource?, isLoading: Bool,
    hasMore: Bool, lastError: RequestFailure<FeatureError>?
  ) {
    self.query = query
    self.items = items
    self.page = page
    self.source = source
    self.isLoading = isLoading
    self.hasMore = hasMore
    self.lastError = lastError
  }

  /// Nothing loaded, nothing loading.
  public static var initial: PagedListState {
    PagedListState(
      query: nil, items: [], page: -1, source: nil, isLoading: false, hasMore: false,
      lastError: nil)
  }

  /// The request for the next page of `query`, or `nil` when there is none.
  public var nextPage: PageRequest<Query>? {
    guard let query, hasMore else { return nil }
    return PageRequest(query: query, page: page + 1)
  }
}

extension PagedListState: Equatable where Item: Equatable, FeatureError: Equatable {}
