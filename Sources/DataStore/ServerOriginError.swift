/// Why a URL has no ``ServerOrigin``.
///
/// Threading: an immutable `Sendable` value.
public enum ServerOriginError: Error, Equatable, Sendable {
  /// The scheme is not `http` or `https` (or there is none); holds it lowercased.
  case unsupportedScheme(String)
  /// The URL names no host.
  case missingHost
  /// The port is outside 1…65535.
  case invalidPort(Int)
}
