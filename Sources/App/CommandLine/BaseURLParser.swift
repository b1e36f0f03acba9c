import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Checks a `--base-url` before any request, and names what is wrong with it.
///
/// The rule: `http` or `https` in any case (`HTTP://` works like `http://`; the scheme is
/// lower-cased), a host (a name, an IPv4 address, or an IPv6 address in brackets), an optional
/// port in 1...65535, an optional path; no user info, no query, no fragment. The URL that passes
/// is then handed to the network stack's own check (`NetworkConfiguration`), so the CLI never
/// accepts what the stack would refuse — on Linux that refuses a well-formed IPv6 address host
/// too (FoundationNetworking cannot send to one), as `.rejected` with the stack's explanation.
///
/// Pure; thread-safe. Errors: `BaseURLProblem`, never a crash.
enum BaseURLParser {
  static func parse(_ text: String) throws(BaseURLProblem) -> URL {
    guard let separator = text.range(of: "://") else { throw .missingScheme }
    let scheme = text[..<separator.lowerBound]
    guard !scheme.isEmpty else { throw .missingScheme }
    guard ["http", "https"].contains(scheme.lowercased()) else {
      throw .unsupportedScheme(String(scheme))
    }
    let rest = text[separator.upperBound...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    guard !authority.contains("@") else { throw .userInfo }
    try checkHostAndPort(authority)
    switch rest[authorityEnd...].first(where: { "?#".contains($0) }) {
    case "?": throw .query
    case "#": throw .fragment
    default: break
    }
    let normalized = scheme.lowercased() + "://" + rest
    guard let url = URL(string: normalized), url.host?.isEmpty == false else {
      throw .malformed
    }
    do {
      return try NetworkConfiguration(baseURL: url).baseURL
    } catch {
      throw .rejected(error.description)
    }
  }

  private static func checkHostAndPort(_ authority: Substring) throws(BaseURLProblem) {
    let host: Substring
    let port: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { throw .invalidIPv6Host }
      host = authority[authority.index(after: authority.startIndex)..<close]
      let after = authority[authority.index(after: close)...]
      guard after.isEmpty || after.hasPrefix(":") else { throw .invalidIPv6Host }
      port = after.isEmpty ? nil : after.dropFirst()
    } else if let colon = authority.lastIndex(of: ":") {
      host = authority[..<colon]
      port = authority[authority.index(after: colon)...]
    } else {
      host = authority
      port = nil
    }
    guard !host.isEmpty else { throw .missingHost }
    if let port {
      guard port.count <= 5, port.allSatisfy({ ("0"..."9").contains($0) }),
        let number = Int(port), (1...65535).contains(number)
      else { throw .invalidPort(String(port)) }
    }
  }
}
