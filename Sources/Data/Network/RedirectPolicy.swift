import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The redirect rule of the network stack (docs/API.md, "Redirects"):
///
/// - only **same-origin** redirects are followed (same scheme, host and port, compared
///   case-insensitively with default ports filled in); a cross-origin redirect is refused, so
///   the `Authorization` header and every other header the stack adds never reach another
///   server;
/// - at most `maxHops` redirects per request;
/// - a `Location` that is missing, not a URL, or carries user info (credentials) is refused;
/// - 307 and 308 keep the method, headers and body; 301, 302 and 303 become a `GET` without a
///   body (and without `Content-Type`), as RFC 9110 describes (a `HEAD` stays a `HEAD`).
///
/// Pure and thread-safe.
public enum RedirectPolicy {
  /// The most redirects followed for one request.
  public static let maxHops = 5

  /// The decision for `response` (a 3xx) answered to `request`, after `hops` redirects so far.
  public static func decision(
    for response: HTTPURLResponse, to request: URLRequest, hops: Int
  ) -> RedirectDecision {
    let status = response.statusCode
    guard [301, 302, 303, 307, 308].contains(status) else {
      return .refuse(.notARedirect(status: status))
    }
    let location = response.value(forHTTPHeaderField: "Location")
    guard let location, let base = request.url ?? response.url,
      let target = URL(string: location, relativeTo: base)?.absoluteURL, target.host != nil,
      target.user == nil, target.password == nil
    else { return .refuse(.invalidLocation(location)) }
    guard isSameOrigin(base, target) else { return .refuse(.crossOrigin(target)) }
    guard hops < maxHops else { return .refuse(.tooManyHops(limit: maxHops)) }
    var next = request
    next.url = target
    if status != 307 && status != 308 && request.httpMethod != "HEAD" {
      next.httpMethod = "GET"
      next.httpBody = nil
      next.setValue(nil, forHTTPHeaderField: "Content-Type")
    }
    return .follow(next)
  }

  /// Whether two URLs have the same origin: scheme, host and port (default ports filled in).
  public static func isSameOrigin(_ first: URL, _ second: URL) -> Bool {
    origin(of: first) != nil && origin(of: first) == origin(of: second)
  }

  private static func origin(of url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
      return nil
    }
    let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    return "\(scheme)://\(host):\(port)"
  }
}
