import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system side of the store: folders only their owner can enter (0700), files only
/// their owner can read (0600), set explicitly so no umask widens or narrows them, and files
/// moved aside without ever overwriting or deleting one.
///
/// Threading: stateless; every call is a system call on the calling thread.
enum PrivateFiles {
  /// The companion files SQLite keeps beside a database in WAL mode.
  static let companionSuffixes = ["-wal", "-shm", "-journal"]

  /// Creates `directory` and any missing parent with mode 0700. An existing folder is left as
  /// it is: it is the caller's.
  static func makeDirectory(_ directory: URL) throws(StoreError) {
    let path = directory.path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .fileSystem(operation: "mkdir", path: path, code: ENOTDIR)
      }
      return
    }
    try makeDirectory(directory.deletingLastPathComponent())
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw .fileSystem(operation: "mkdir", path: path, code: errno)
    }
    guard chmod(path, 0o700) == 0 else {
      throw .fileSystem(operation: "chmod", path: path, code: errno)
    }
  }

  /// Creates `path` empty with mode 0600 when it is missing, and sets 0600 on it and on its
  /// existing companion files, so SQLite (which gives the companions the database's mode)
  /// never writes a token into a file others can read.
  static func makePrivateFile(_ path: String) throws(StoreError) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .fileSystem(operation: "open", path: path, code: errno) }
    defer { close(descriptor) }
    guard fchmod(descriptor, 0o600) == 0 else {
      throw .fileSystem(operation: "chmod", path: path, code: errno)
    }
    for suffix in companionSuffixes where FileManager.default.fileExists(atPath: path + suffix) {
      guard chmod(path + suffix, 0o600) == 0 else {
        throw .fileSystem(operation: "chmod", path: path + suffix, code: errno)
      }
    }
  }

  /// Moves `path` and its companion files aside to `<path>.corrupt-<UTC time>` (plus `-2`,
  /// `-3`… when that name is taken), never replacing a file, and returns the new path.
  static func moveAside(_ path: String, at date: Date) throws(StoreError) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stem = "\(path).corrupt-\(formatter.string(from: date))"
    var attempt = 1
    while true {
      let target = attempt == 1 ? stem : "\(stem)-\(attempt)"
      let taken = ([""] + companionSuffixes).contains {
        FileManager.default.fileExists(atPath: target + $0)
      }
      if !taken, try move(path, to: target) {
        for suffix in companionSuffixes where FileManager.default.fileExists(atPath: path + suffix)
        {
          _ = try move(path + suffix, to: target + suffix)
        }
        return target
      }
      attempt += 1
    }
  }

  /// Moves `source` to `target` unless `target` exists: a hard link (which fails rather than
  /// replace) then an unlink of the old name. Returns `false` when `target` was taken.
  private static func move(_ source: String, to target: String) throws(StoreError) -> Bool {
    if link(source, target) == 0 {
      guard unlink(source) == 0 else {
        throw .fileSystem(operation: "unlink", path: source, code: errno)
      }
      return true
    }
    switch errno {
    case EEXIST: return false
    case EPERM, EXDEV, ENOTSUP, EMLINK:
      // A file system without hard links: the name was checked free just before.
      guard rename(source, target) == 0 else {
        throw .fileSystem(operation: "rename", path: source, code: errno)
      }
      return true
    case let code: throw .fileSystem(operation: "link", path: source, code: code)
    }
  }
}
