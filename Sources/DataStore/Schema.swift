/// The store's schema: the mark that says a file is one, and the migrations from each version
/// to the next.
///
/// `PRAGMA application_id` holds ``applicationID`` in every store, so a SQLite database of
/// another program is never mistaken for one; `PRAGMA user_version` holds the schema version.
/// Migration `n` (0-based) takes version `n` to `n + 1` in one transaction that also writes the
/// new version, so a store is always at exactly one version.
enum Schema {
  /// "CLMS" in ASCII.
  static let applicationID = 0x434C_4D53

  /// The SQL of each migration; version `n + 1` is reached by running `migrations[n]`.
  static let migrations: [String] = [
    // 1: sessions per origin and the response cache.
    """
    CREATE TABLE session (
      origin TEXT PRIMARY KEY NOT NULL,
      token TEXT NOT NULL,
      refresh_token TEXT,
      user_id INTEGER NOT NULL,
      nickname TEXT NOT NULL,
      rating INTEGER NOT NULL
    );
    CREATE TABLE response_cache (
      origin TEXT NOT NULL,
      key TEXT NOT NULL,
      body BLOB NOT NULL,
      stored_at REAL NOT NULL,
      PRIMARY KEY (origin, key)
    );
    """,
    // 2: recent search queries, ordered by a per-origin use counter (not the clock, which
    // may step back).
    """
    CREATE TABLE recent_query (
      origin TEXT NOT NULL,
      query TEXT NOT NULL,
      used INTEGER NOT NULL,
      PRIMARY KEY (origin, query)
    );
    CREATE INDEX recent_query_by_use ON recent_query (origin, used);
    """,
  ]

  /// The version this build writes and reads.
  static var currentVersion: Int { migrations.count }

  /// Takes `database`, at `version`, to ``currentVersion``, one transaction per step.
  static func migrate(_ database: Database, from version: Int) throws(StoreError) {
    for step in version..<currentVersion {
      try database.transaction { database throws(StoreError) in
        try database.execute(migrations[step])
        try database.execute("PRAGMA application_id = \(applicationID)")
        try database.execute("PRAGMA user_version = \(step + 1)")
      }
    }
  }
}
