import CleanDomain
import Foundation

extension ServerStack {
  /// A paged list's pages in the stack's ``ServerStack/cache``, as
  /// `StoredEntityCache(pagesNamed:in:onFailure:)` keeps them (JSON under
  /// `"<name>/page/<number>"`), their failures going to the stack's `onStoreFailure`. The item
  /// type comes from where the cache goes:
  ///
  /// ```swift
  /// //# struct Tournament: Identifiable, Codable, Sendable { let id: Int }
  /// //# let server = try ServerStack(baseURL: URL(string: "https://api.example.com")!, storeFile: nil) { print($0) }
  /// let pages: any EntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
  ///   server.pages(named: "tournaments")
  /// //# _ = pages
  /// ```
  ///
  /// Give each list a `name` of its own, other than the package's own prefixes (`user`,
  /// `search`) and the names of ``values(named:key:)``; a setting that changes how pages are cut
  /// (a page size the app may change) belongs in it (`"tournaments/20"`).
  /// Threading: the cache is thread-safe and keeps the stack's store alive.
  public func pages<Item: Codable & Sendable>(named name: String)
    -> StoredEntityCache<PageRequest<Unfiltered>, Page<Item>>
  {
    StoredEntityCache(pagesNamed: name, in: cache, onFailure: onStoreFailure)
  }

  /// A filtered list's pages, as `StoredEntityCache(pagesNamed:in:query:onFailure:)` keeps them
  /// (`"<name>/page/<number>/<query(q)>"`), failures going to the stack's `onStoreFailure`.
  /// `query` names a query in the key: make it distinct for distinct queries (a search's trimmed
  /// text, a filter's raw value), or their pages overwrite each other.
  public func pages<Query: Hashable & Sendable, Item: Codable & Sendable>(
    named name: String, query: @escaping @Sendable (Query) -> String
  ) -> StoredEntityCache<PageRequest<Query>, Page<Item>> {
    StoredEntityCache(pagesNamed: name, in: cache, query: query, onFailure: onStoreFailure)
  }

  /// Values of one kind by key, stored as JSON (`StoredEntityCache(json:key:onFailure:)`) under
  /// `"<name>/<key(k)>"` in the stack's ``ServerStack/cache``, failures going to the stack's
  /// `onStoreFailure`:
  ///
  /// ```swift
  /// //# struct Tournament: Codable, Sendable { let id: Int }
  /// //# let server = try ServerStack(baseURL: URL(string: "https://api.example.com")!, storeFile: nil) { print($0) }
  /// let tournaments: StoredEntityCache<Int, Tournament> =
  ///   server.values(named: "tournament") { String($0) }
  /// //# _ = tournaments
  /// ```
  ///
  /// Give each kind a `name` of its own (not one of ``pages(named:)``'s, nor `user` or
  /// `search`), and make `key` distinct for distinct keys. Threading: the cache is thread-safe
  /// and keeps the stack's store alive.
  public func values<Key: Hashable & Sendable, Value: Codable & Sendable>(
    named name: String, key: @escaping @Sendable (Key) -> String
  ) -> StoredEntityCache<Key, Value> {
    StoredEntityCache(
      json: cache, key: { CacheKey(rawValue: "\(name)/\(key($0))") }, onFailure: onStoreFailure)
  }
}
