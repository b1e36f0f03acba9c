import Foundation

/// Something a person should know about the store file, reported by ``LocalStore/open(file:)``
/// while the run goes on: print ``description`` on standard error.
///
/// An `Error` too, though opening never throws it: so that one failure closure
/// (``ServerStack``'s `onStoreFailure`) takes it with the store's other failures.
///
/// Threading: an immutable `Sendable` value.
public enum StoreWarning: Error, Equatable, Sendable, CustomStringConvertible {
  /// `file` was not a store (garbage, truncated, damaged, or another program's database):
  /// it was moved to `movedTo` (with its `-wal` and `-shm` files), never deleted, and a new
  /// store was made in its place.
  case movedAside(file: URL, movedTo: URL, reason: String)
  /// `file` was written by a newer version of this package (schema `version`; this build
  /// reads up to `supported`): it was left untouched and this run keeps nothing.
  case newerSchema(file: URL, version: Int, supported: Int)
  /// `file` could not be opened or created (`error`): this run keeps nothing.
  case unavailable(file: URL, error: StoreError)

  /// One line for standard error.
  public var description: String {
    switch self {
    case .movedAside(let file, let movedTo, let reason):
      "\(file.path) is not a store (\(reason)); moved it to \(movedTo.path) and started a new store"
    case .newerSchema(let file, let version, let supported):
      "\(file.path) was written by a newer version (schema \(version); this version reads up to "
        + "\(supported)); left it untouched, nothing is kept this run"
    case .unavailable(let file, let error):
      "cannot use the store \(file.path) (\(error)); nothing is kept this run"
    }
  }
}
