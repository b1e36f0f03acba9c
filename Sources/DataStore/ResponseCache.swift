import Foundation

/// The response cache of one server origin: a body per ``CacheKey``, with the time it was
/// stored; the newest write of a key replaces the older.
///
/// Bounded: an origin keeps at most ``limit`` responses; a write beyond it forgets the ones
/// written longest ago, in the same transaction, so a cache read through for years does not
/// grow the file without end. The order is that of the writes, never the clock: a write dated
/// in the past (or a clock that stepped back) is still the newest.
///
/// Threading: a `Sendable` value; calls may come from any thread. Errors: every call throws
/// ``StoreError`` (SQLite's, e.g. a lock held longer than the busy timeout); a failed write
/// changes nothing.
public struct ResponseCache: Sendable {
  /// How many responses an origin keeps by default.
  public static let defaultLimit = 1_000

  /// The origin whose responses this cache holds.
  public let origin: ServerOrigin
  /// The most responses this origin keeps (at least 1).
  public let limit: Int
  private let store: LocalStore

  /// The cache of `origin` in `store`, keeping at most `limit` responses (at least 1).
  public init(store: LocalStore, origin: ServerOrigin, limit: Int = ResponseCache.defaultLimit) {
    self.store = store
    self.origin = origin
    self.limit = max(limit, 1)
  }

  /// The response stored under `key`, or `nil` when there is none.
  public func response(for key: CacheKey) throws(StoreError) -> CachedResponse? {
    try store.read { database throws(StoreError) in
      try database.rows(
        "SELECT body, stored_at FROM response_cache WHERE origin = ? AND key = ?",
        [.text(origin.description), .text(key.rawValue)]
      ) { row in
        CachedResponse(
          body: row.blob(at: 0), storedAt: Date(timeIntervalSince1970: row.real(at: 1)))
      }.first
    }
  }

  /// Stores `body` under `key`, stored at `date`, replacing what was there, and forgets the
  /// oldest responses beyond ``limit``, in one transaction: once this returns, the write
  /// survives a crash.
  public func store(_ body: Data, for key: CacheKey, at date: Date = Date()) throws(StoreError) {
    try store.write { [origin, limit] database throws(StoreError) in
      try database.run(
        "INSERT OR REPLACE INTO response_cache (origin, key, body, stored_at) VALUES (?, ?, ?, ?)",
        [
          .text(origin.description), .text(key.rawValue), .blob(body),
          .real(date.timeIntervalSince1970),
        ])
      let count =
        try database.rows(
          "SELECT COUNT(*) FROM response_cache WHERE origin = ?", [.text(origin.description)]
        ) { row in row.integer(at: 0) }.first ?? 0
      guard count > limit else { return }
      // the longest ago first: a write (INSERT OR REPLACE) takes the highest rowid so far
      try database.run(
        """
        DELETE FROM response_cache WHERE rowid IN (
          SELECT rowid FROM response_cache WHERE origin = ? ORDER BY rowid ASC LIMIT ?)
        """,
        [.text(origin.description), .integer(count - limit)])
    }
  }

  /// Forgets the response under `key`, if any.
  public func remove(_ key: CacheKey) throws(StoreError) {
    try store.write { database throws(StoreError) in
      try database.run(
        "DELETE FROM response_cache WHERE origin = ? AND key = ?",
        [.text(origin.description), .text(key.rawValue)])
    }
  }

  /// Forgets every response of this origin.
  public func removeAll() throws(StoreError) {
    try store.write { database throws(StoreError) in
      try database.run(
        "DELETE FROM response_cache WHERE origin = ?", [.text(origin.description)])
    }
  }
}
