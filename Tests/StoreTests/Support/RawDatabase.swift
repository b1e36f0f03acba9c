import CSQLite
import Foundation
import Testing

/// A database file written and read with SQLite's C API directly, not through CleanStore: to
/// make the files of earlier schema versions and of other programs, and to check a store
/// from outside.
final class RawDatabase {
  private var handle: OpaquePointer?

  init(_ url: URL) throws {
    let code = sqlite3_open_v2(
      url.path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
    try #require(code == SQLITE_OK, "open \(url.path): \(code)")
    sqlite3_busy_timeout(handle, 5_000)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  func execute(_ sql: String) throws {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    try #require(code == SQLITE_OK, "\(sql): \(String(cString: sqlite3_errmsg(handle)))")
  }

  /// The first column of every row of `sql`, as text.
  func column(_ sql: String) throws -> [String] {
    var statement: OpaquePointer?
    try #require(sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK)
    defer { sqlite3_finalize(statement) }
    var values: [String] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      values.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "NULL")
    }
    return values
  }

  /// A store as schema version 1 wrote it, frozen here as it shipped: the test of the
  /// migration from 1 must not change when the code's schema does.
  static func makeVersion1Store(at url: URL) throws {
    let database = try RawDatabase(url)
    try database.execute(
      """
      PRAGMA journal_mode = WAL;
      BEGIN;
      CREATE TABLE session (
        origin TEXT PRIMARY KEY NOT NULL, token TEXT NOT NULL, refresh_token TEXT,
        user_id INTEGER NOT NULL, nickname TEXT NOT NULL, rating INTEGER NOT NULL);
      CREATE TABLE response_cache (
        origin TEXT NOT NULL, key TEXT NOT NULL, body BLOB NOT NULL, stored_at REAL NOT NULL,
        PRIMARY KEY (origin, key));
      INSERT INTO session VALUES ('http://127.0.0.1:8080', 'tok', 'ref', 1, 'alice', 1500);
      INSERT INTO response_cache VALUES ('http://127.0.0.1:8080', 'user/1', X'7B7D', 1000.0);
      PRAGMA application_id = 1129074003;
      PRAGMA user_version = 1;
      COMMIT;
      """)
  }
}
