import Foundation

/// Where a server lives: scheme, host and port, the unit a session and a cache belong to.
///
/// Two URLs have the same origin when their schemes, hosts and ports are equal after
/// normalizing: scheme and host in lowercase, the default port (80 for `http`, 443 for
/// `https`) written out, an IPv6 host without its brackets. A token stored for one origin is
/// never read for another.
///
/// ```swift
/// let origin = try ServerOrigin(url: URL(string: "HTTPS://API.example.com/v1")!)
/// // origin.description == "https://api.example.com:443"
/// ```
///
/// Threading: an immutable `Sendable` value. Errors: the initializers throw
/// ``ServerOriginError``.
public struct ServerOrigin: Hashable, Sendable, CustomStringConvertible {
  /// `http` or `https`.
  public let scheme: String
  /// The host in lowercase; an IPv6 address without brackets.
  public let host: String
  /// The port, the scheme's default when the URL gives none.
  public let port: Int

  /// The origin of `url`.
  public init(url: URL) throws(ServerOriginError) {
    try self.init(scheme: url.scheme ?? "", host: url.host ?? "", port: url.port)
  }

  /// The origin with `scheme`, `host` and `port` (the scheme's default when `nil`), normalized.
  public init(scheme: String, host: String, port: Int? = nil) throws(ServerOriginError) {
    let scheme = scheme.lowercased()
    let defaultPort: Int
    switch scheme {
    case "http": defaultPort = 80
    case "https": defaultPort = 443
    default: throw .unsupportedScheme(scheme)
    }
    var host = host.lowercased()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    guard !host.isEmpty else { throw .missingHost }
    let port = port ?? defaultPort
    guard (1...65_535).contains(port) else { throw .invalidPort(port) }
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  /// `scheme://host:port`, the port always written, an IPv6 host in brackets: the key the
  /// store files the origin's rows under.
  public var description: String {
    let host = host.contains(":") ? "[\(host)]" : host
    return "\(scheme)://\(host):\(port)"
  }
}
