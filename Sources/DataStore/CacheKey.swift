/// The name of one cached response within an origin.
///
/// The package's keys are ``user(id:)`` and ``search(query:page:size:)``; an importer caching its
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

  /// The key of page `page` (of `size` items) of the search for `query`:
  /// `search/<size>/<page>/<query>` (the query last, so any text in it cannot make two keys
  /// equal; the size in it, so a page of another size is never read back for this one).
  public static func search(query: String, page: Int, size: Int) -> CacheKey {
    CacheKey(rawValue: "search/\(size)/\(page)/\(query)")
  }

  /// The raw value.
  public var description: String { rawValue }
}
