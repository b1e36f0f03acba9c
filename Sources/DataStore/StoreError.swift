import Foundation

/// Why the local store could not do what it was asked.
///
/// Every operation of the store throws this type and nothing else; opening a store never
/// throws but reports a ``StoreWarning`` instead and goes on.
///
/// Threading: an immutable `Sendable` value.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// SQLite answered `code` (its primary result code, e.g. 5 for `SQLITE_BUSY`) with `message`.
  case sqlite(code: Int32, message: String)
  /// A file-system call failed: `operation` on `path` set `errno` to `code`.
  case fileSystem(operation: String, path: String, code: Int32)
  /// The store holds no database at all: not even the in-memory fallback could be opened.
  case unavailable

  /// One line for a person, without any stored value (a token is never part of a message).
  public var description: String {
    switch self {
    case .sqlite(let code, let message): "SQLite error \(code): \(message)"
    case .fileSystem(let operation, let path, let code):
      "\(operation) \(path) failed: \(String(cString: strerror(code)))"
    case .unavailable: "the store has no database"
    }
  }
}
