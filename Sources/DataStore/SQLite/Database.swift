import CSQLite
import Foundation

/// One SQLite connection: statements, rows and transactions, every failure a typed
/// ``StoreError``.
///
/// Threading: not thread-safe; ``LocalStore`` uses it under its lock only.
final class Database {
  /// How long a statement waits for another process's lock before it fails with `SQLITE_BUSY`.
  /// SQLite's busy handler is not fair: a process writing back to back can keep another out for
  /// its whole burst (CI saw 150 writes of one process hold another's first write past 5 s on a
  /// loaded machine), so the wait covers a burst, not one write.
  static let busyTimeoutMilliseconds: Int32 = 15_000

  private let handle: OpaquePointer

  /// Opens `path` (`":memory:"` for a database in memory), read-only when `readOnly`. Never
  /// creates a file: the store creates it first, with its permissions.
  init(path: String, readOnly: Bool = false) throws(StoreError) {
    var opened: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE)
      | (path == ":memory:" ? SQLITE_OPEN_CREATE | SQLITE_OPEN_MEMORY : 0)
      | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard let opened else { throw .sqlite(code: code, message: "cannot open \(path)") }
    guard code == SQLITE_OK else {
      let error = StoreError.sqlite(code: code, message: String(cString: sqlite3_errmsg(opened)))
      sqlite3_close_v2(opened)
      throw error
    }
    handle = opened
    sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Runs `sql`, which may hold several statements and binds nothing.
  func execute(_ sql: String) throws(StoreError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// Runs one statement with `values` bound to its parameters, and says how many rows it
  /// changed.
  @discardableResult
  func run(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) -> Int {
    let statement = try Statement(sql, values, in: self, handle: handle)
    while try statement.step() {}
    return Int(sqlite3_changes(handle))
  }

  /// Runs one query with `values` bound and reads each row with `read`.
  func rows<Row>(
    _ sql: String, _ values: [SQLValue] = [], _ read: (Statement) -> Row
  ) throws(StoreError) -> [Row] {
    let statement = try Statement(sql, values, in: self, handle: handle)
    var rows: [Row] = []
    while try statement.step() { rows.append(read(statement)) }
    return rows
  }

  /// Runs `body` in one write transaction (`BEGIN IMMEDIATE`: the write lock is taken up
  /// front, waiting up to the busy timeout for another process), committed when `body`
  /// returns and rolled back when it throws.
  @discardableResult
  func transaction<Result>(
    _ body: (Database) throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The error SQLite reports for `code` on this connection.
  func error(_ code: Int32) -> StoreError {
    .sqlite(code: code & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
  }
}
