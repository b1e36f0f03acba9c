import Foundation

extension URL {
  /// Whether the host is an IPv6 address literal, written in brackets (`http://[::1]:8080`).
  /// Reads the host as written: `host` drops the brackets.
  ///
  /// Pure; thread-safe.
  var hasIPv6AddressHost: Bool {
    URLComponents(url: self, resolvingAgainstBaseURL: false)?.percentEncodedHost?.hasPrefix("[")
      == true
  }
}
