import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on `<store>.lock` held while a store is checked, moved aside, created
/// or migrated, so two processes opening the same file at once never both recover it (one
/// would move aside the new store the other just made).
///
/// Threading: owned by one opening; released by ``release()`` (the kernel releases it if the
/// process dies).
final class OpeningLock {
  private let descriptor: Int32

  /// Takes the lock on `path`, creating the lock file with mode 0600; waits for another
  /// process's opening to finish.
  init(path: String) throws(StoreError) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .fileSystem(operation: "open", path: path, code: errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(descriptor)
        throw .fileSystem(operation: "flock", path: path, code: code)
      }
    }
    self.descriptor = descriptor
  }

  /// Releases the lock.
  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
