import Foundation

/// The response cache of one server origin: a body per ``CacheKey``, with the time it was
/// stored; the newest write of a key replaces the older.
///
/// Threading: a `Sendable` value; calls may come from any thread. Errors: every call throws
/// ``StoreError`` (SQLite's, e.g. a lock held longer than the busy timeout); a failed write
/// changes nothing.
public struct ResponseCache: Sendable {
  /// The origin whose responses this cache holds.
  public let origin: ServerOrigin
  private let store: LocalStore

  /// The cache of `origin` in `store`.
  public init(store: LocalStore, origin: ServerOrigin) {
    self.store = store
    self.origin = origin
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

  /// Stores `body` under `key`, stored at `date`, replacing what was there, in one
  /// transaction: once this returns, the write survives a crash.
  public func store(_ body: Data, for key: CacheKey, at date: Date = Date()) throws(StoreError) {
    try store.write { database throws(StoreError) in
      try database.run(
        "INSERT OR REPLACE INTO response_cache (origin, key, body, stored_at) VALUES (?, ?, ?, ?)",
        [
          .text(origin.description), .text(key.rawValue), .blob(body),
          .real(date.timeIntervalSince1970),
        ])
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
