#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback TCP port that is bound but never listens, so connecting to it is refused —
/// deterministically, and without racing other tests for a "probably free" port. The port is
/// released when the value is deallocated. Thread-safe (immutable).
public final class RefusingPort: Sendable {
  /// The port: connecting to `127.0.0.1:port` is refused.
  public let port: Int
  private let descriptor: Int32

  /// Binds a loopback port that never listens.
  public init() throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw SocketError.failed("socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      close(descriptor)
      throw SocketError.failed("bind")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard named == 0 else {
      close(descriptor)
      throw SocketError.failed("getsockname")
    }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(descriptor) }

  /// A socket call that failed while reserving the port.
  public enum SocketError: Error {
    /// The name of the socket call that failed.
    case failed(String)
  }
}
