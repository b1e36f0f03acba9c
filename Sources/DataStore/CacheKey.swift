/// The name of one cached response within an origin.
///
/// The package's keys are ``user(id:)`` and ``search(query:page:)``; an importer caching its
/// own entity makes keys with a prefix of its own (`"match/7"`), so no two kinds of value
/// share a key.
///
/// Threading: an immutable `Sendable` value.
public struct CacheKey: Hashable, Sendable, CustomStringConvertible {
  /// The key as stored.
  public let rawValue: String

  /// A key stored as `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key of the user with `id`: `user/<id>`.
  public static func user(id: Int) -> CacheKey {
    CacheKey(rawValue: "user/\(id)")
  }

  /// The key of page `page` of the search for `query`: `search/<page>/<query>` (the query
  /// last, so any text in it cannot make two keys equal).
  public static func search(query: String, page: Int) -> CacheKey {
    CacheKey(rawValue: "search/\(page)/\(query)")
  }

  /// The raw value.
  public var description: String { rawValue }
}
