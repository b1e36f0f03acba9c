import CleanPrimitives
import Foundation

/// The local database: sessions per server origin, a response cache and recent search
/// queries, in one SQLite file in WAL mode (or in memory).
///
/// Open one with ``open(file:)``, which never fails: a file that is not a store is moved aside
/// and replaced, a store of a newer schema is left untouched, and either way the run goes on,
/// with ``StoreOpening/warnings`` saying what happened. Then take the views of one origin:
/// ``PersistentSessionStore``, ``ResponseCache``, ``RecentQueries``.
///
/// Every write is one transaction (`BEGIN IMMEDIATE`, `synchronous = FULL`): once it returns,
/// it survives the process being killed. Another process may use the same file at once; each
/// statement waits up to five seconds for its lock.
///
/// Threading: thread-safe; one connection, used under a lock. Errors: every operation of the
/// views throws ``StoreError``.
public final class LocalStore: Sendable {
  /// The store's file, or `nil` when it is in memory.
  public let file: URL?
  private let database: Locked<Database?>

  init(database: sending Database?, file: URL?) {
    self.database = Locked(database)
    self.file = file
  }

  /// Whether what is written outlives the process.
  public var isPersistent: Bool { file != nil }

  /// A store in memory, empty: for `--no-state`, tests, and the fallback when a file cannot be
  /// used.
  public static func inMemory() -> LocalStore {
    do {
      let database = try Database(path: ":memory:")
      try Schema.migrate(database, from: 0)
      return LocalStore(database: database, file: nil)
    } catch {
      // Only when SQLite cannot allocate a database: every operation then throws.
      return LocalStore(database: nil, file: nil)
    }
  }

  /// Runs `body` on the connection, under the lock.
  @discardableResult
  func read<Result: Sendable>(
    _ body: (Database) throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    try database.withLock { database -> Swift.Result<Result, StoreError> in
      guard let database else { return .failure(.unavailable) }
      return Swift.Result { () throws(StoreError) in try body(database) }
    }.get()
  }

  /// Runs `body` in one write transaction, under the lock.
  @discardableResult
  func write<Result: Sendable>(
    _ body: (Database) throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    try read { database throws(StoreError) -> Result in try database.transaction(body) }
  }
}
