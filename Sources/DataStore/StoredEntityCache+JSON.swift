import Foundation

extension StoredEntityCache where Value: Codable {
  /// Values stored as JSON (`JSONEncoder` / `JSONDecoder` with their default strategies) under
  /// `key`'s cache key in `cache`; a failure — the store's, or bytes that no longer decode —
  /// goes to `onFailure` and reads as a miss. For a value that is not `Codable`, or that needs
  /// other strategies, use `init(cache:key:encode:decode:onFailure:)`.
  ///
  /// ```swift
  /// //# struct TournamentDTO: Codable, Sendable { let id: Int }
  /// //# let store = LocalStore.inMemory()
  /// //# let origin = try ServerOrigin(url: URL(string: "https://api.example.com")!)
  /// let tournaments = StoredEntityCache<Int, TournamentDTO>(
  ///   json: ResponseCache(store: store, origin: origin),
  ///   key: { CacheKey(rawValue: "tournament/\($0)") },
  ///   onFailure: { error in print("cache: \(error)") })
  /// ```
  public init(
    json cache: ResponseCache, key: @escaping @Sendable (Key) -> CacheKey,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) {
    self.init(
      cache: cache, key: key, encode: { try JSONEncoder().encode($0) },
      decode: { try JSONDecoder().decode(Value.self, from: $0) }, onFailure: onFailure)
  }
}
