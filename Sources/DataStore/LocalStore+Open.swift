import CSQLite
import Foundation

extension LocalStore {
  /// Opens the store at `file`, creating it (and its folder, mode 0700) when missing, and
  /// migrating it to the current schema. Never fails:
  ///
  /// - a file that is not a store (garbage, truncated, damaged, another program's database)
  ///   is moved aside to `<file>.corrupt-<UTC time>`, never deleted, and a new store is made:
  ///   ``StoreWarning/movedAside(file:movedTo:reason:)``;
  /// - a store of a newer schema is left untouched and the store returned is in memory:
  ///   ``StoreWarning/newerSchema(file:version:supported:)``;
  /// - a file or folder that cannot be used gives a store in memory:
  ///   ``StoreWarning/unavailable(file:error:)``.
  ///
  /// The file and its `-wal` and `-shm` files are readable by their owner only (0600),
  /// whatever the umask. Blocks while another process opens the same file.
  public static func open(file: URL) -> StoreOpening {
    do throws(StoreError) {
      return try openOrThrow(file)
    } catch {
      return StoreOpening(store: inMemory(), warnings: [.unavailable(file: file, error: error)])
    }
  }

  private static func openOrThrow(_ file: URL) throws(StoreError) -> StoreOpening {
    let path = file.path
    try PrivateFiles.makeDirectory(file.deletingLastPathComponent())
    let lock = try OpeningLock(path: path + ".lock")
    defer { lock.release() }
    var warnings: [StoreWarning] = []
    var version = 0
    if FileManager.default.fileExists(atPath: path) {
      switch try inspect(path) {
      case .empty: break
      case .store(let found) where found > Schema.currentVersion:
        let warning = StoreWarning.newerSchema(
          file: file, version: found, supported: Schema.currentVersion)
        return StoreOpening(store: inMemory(), warnings: [warning])
      case .store(let found): version = found
      case .foreign(let reason):
        let movedTo = try PrivateFiles.moveAside(path, at: Date())
        warnings.append(
          .movedAside(file: file, movedTo: URL(fileURLWithPath: movedTo), reason: reason))
      }
    }
    try PrivateFiles.makePrivateFile(path)
    let database = try Database(path: path)
    let mode = try database.rows("PRAGMA journal_mode = WAL") { $0.text(at: 0) }
    guard mode.first == "wal" else {
      throw .sqlite(code: SQLITE_ERROR, message: "journal mode \(mode) instead of WAL")
    }
    try database.execute("PRAGMA synchronous = FULL")
    try Schema.migrate(database, from: version)
    try PrivateFiles.makePrivateFile(path)
    return StoreOpening(store: LocalStore(database: database, file: file), warnings: warnings)
  }

  /// What a file is.
  private enum Inspection {
    /// An empty database: a store is made in it.
    case empty
    /// A store at schema `version`.
    case store(version: Int)
    /// Not a store, for `reason`.
    case foreign(reason: String)
  }

  /// Reads `path`'s header and checks its pages, read-only when SQLite can. Errors other than
  /// "not a database" and "damaged" (a lock held too long, an I/O error) are thrown: they say
  /// nothing about the file's content.
  private static func inspect(_ path: String) throws(StoreError) -> Inspection {
    do throws(StoreError) {
      return try inspect(path, readOnly: true)
    } catch .sqlite(let code, _) where code == SQLITE_READONLY || code == SQLITE_CANTOPEN {
      // A WAL that needs recovering, and no `-shm` a reader may write: read it as a writer
      // would (its close may checkpoint the WAL into the file: the same content).
      return try inspect(path, readOnly: false)
    }
  }

  private static func inspect(_ path: String, readOnly: Bool) throws(StoreError) -> Inspection {
    do throws(StoreError) {
      let database = try Database(path: path, readOnly: readOnly)
      let application = try database.rows("PRAGMA application_id") { $0.integer(at: 0) }
      let version = try database.rows("PRAGMA user_version") { $0.integer(at: 0) }
      let tables = try database.rows("SELECT count(*) FROM sqlite_master") { $0.integer(at: 0) }
      if application == [0], version == [0], tables == [0] { return .empty }
      guard application == [Schema.applicationID] else {
        return .foreign(reason: "it is another program's SQLite database")
      }
      let check = try database.rows("PRAGMA quick_check(1)") { $0.text(at: 0) ?? "" }
      guard check == ["ok"] else {
        return .foreign(reason: "it is damaged: \(check.first ?? "no check result")")
      }
      return .store(version: version.first ?? 0)
    } catch .sqlite(let code, _) where code == SQLITE_NOTADB {
      return .foreign(reason: "it is not a SQLite database")
    } catch .sqlite(let code, let message) where code == SQLITE_CORRUPT {
      return .foreign(reason: "it is damaged: \(message)")
    }
  }
}
