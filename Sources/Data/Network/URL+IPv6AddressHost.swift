import Foundation

extension URL {
  /// Whether the host is an IPv6 address literal (`http://[::1]:8080`). `host` drops the
  /// brackets, and no host name can contain a colon, so a colon in it means an IPv6 address.
  ///
  /// Pure; thread-safe.
  var hasIPv6AddressHost: Bool {
    host?.contains(":") == true
  }
}
