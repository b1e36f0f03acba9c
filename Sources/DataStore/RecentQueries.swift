/// The recent search queries of one server origin: the last ``limit`` distinct queries,
/// newest first. Recording a query already there moves it to the front.
///
/// Queries are compared exactly as given; trim or fold them before recording if two
/// spellings should count as one.
///
/// Threading: a `Sendable` value; calls may come from any thread. Errors: every call throws
/// ``StoreError``; a failed write changes nothing.
public struct RecentQueries: Sendable {
  /// How many queries are kept per origin.
  public static let limit = 10

  /// The origin whose queries these are.
  public let origin: ServerOrigin
  private let store: LocalStore

  /// The recent queries of `origin` in `store`.
  public init(store: LocalStore, origin: ServerOrigin) {
    self.store = store
    self.origin = origin
  }

  /// The queries, newest first; at most ``limit``.
  public func queries() throws(StoreError) -> [String] {
    try store.read { database throws(StoreError) in
      try database.rows(
        "SELECT query FROM recent_query WHERE origin = ? ORDER BY used DESC LIMIT ?",
        [.text(origin.description), .integer(Self.limit)]
      ) { $0.text(at: 0) ?? "" }
    }
  }

  /// Puts `query` in front, removing its older place and the queries beyond ``limit``, in one
  /// transaction.
  public func record(_ query: String) throws(StoreError) {
    let origin = SQLValue.text(origin.description)
    try store.write { database throws(StoreError) in
      try database.run(
        """
        INSERT INTO recent_query (origin, query, used)
        VALUES (?1, ?2, (SELECT coalesce(max(used), 0) + 1 FROM recent_query WHERE origin = ?1))
        ON CONFLICT (origin, query) DO UPDATE SET used = excluded.used
        """, [origin, .text(query)])
      try database.run(
        """
        DELETE FROM recent_query WHERE origin = ?1 AND query NOT IN
          (SELECT query FROM recent_query WHERE origin = ?1 ORDER BY used DESC LIMIT ?2)
        """, [origin, .integer(Self.limit)])
    }
  }

  /// Forgets every query of this origin.
  public func removeAll() throws(StoreError) {
    try store.write { database throws(StoreError) in
      try database.run("DELETE FROM recent_query WHERE origin = ?", [.text(origin.description)])
    }
  }
}
