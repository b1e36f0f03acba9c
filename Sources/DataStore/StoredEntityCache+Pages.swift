import CleanDomain
import Foundation

extension StoredEntityCache {
  /// A paged list's pages, stored as JSON (see `init(json:key:onFailure:)`) under
  /// `"<name>/page/<number>"`: one entry per page of an unfiltered list, page number included,
  /// so `CacheThenNetwork.read(_:from:network:)` shows page 0's copy first and pages on from it.
  /// Give each list a `name` of its own; the store keeps one copy per server (`cache`'s origin).
  /// A setting that changes how pages are cut (a page *size* the app may change) belongs in
  /// `name` (`"tournaments/20"`), or pages cut at the old size are shown after a change.
  ///
  /// ```swift
  /// //# struct Tournament: Identifiable, Codable, Sendable { let id: Int }
  /// //# let store = LocalStore.inMemory()
  /// //# let origin = try ServerOrigin(url: URL(string: "https://api.example.com")!)
  /// let pages: any EntityCache<PageRequest<Unfiltered>, Page<Tournament>> = StoredEntityCache(
  ///   pagesNamed: "tournaments", in: ResponseCache(store: store, origin: origin),
  ///   onFailure: { error in print("cache: \(error)") })
  /// ```
  public init<Item: Codable>(
    pagesNamed name: String, in cache: ResponseCache,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) where Key == PageRequest<Unfiltered>, Value == Page<Item> {
    self.init(
      json: cache, key: { CacheKey(rawValue: "\(name)/page/\($0.page)") }, onFailure: onFailure)
  }

  /// A filtered list's pages, stored as JSON under `"<name>/page/<number>/<query(q)>"`: one entry
  /// per query and page (the query last, so no query's key is another list's page key). `query` names a query in the key — make it distinct for distinct
  /// queries (a search's trimmed text, a filter's raw value), or their pages overwrite each other.
  public init<Query: Hashable & Sendable, Item: Codable>(
    pagesNamed name: String, in cache: ResponseCache,
    query: @escaping @Sendable (Query) -> String,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) where Key == PageRequest<Query>, Value == Page<Item> {
    self.init(
      json: cache, key: { CacheKey(rawValue: "\(name)/page/\($0.page)/\(query($0.query))") },
      onFailure: onFailure)
  }
}
