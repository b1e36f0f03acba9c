import CleanDomain
import CleanReactive
import Foundation

/// An observer that writes one line per attempt, e.g.
/// `http GET /users?query=al&page=0&size=5 → 200 12ms (attempt 1)` or
/// `http POST /auth/login → cannotConnect 3ms (attempt 1)`.
///
/// A line holds the method, the path and query as sent, the status or the transport failure's
/// reason word (`TransportFailure.reason`, or `cancelled`), the duration in whole milliseconds
/// and the attempt number. Headers and bodies are never written, and the value of any query
/// parameter whose name is in `secretQueryNames` is replaced by `<redacted>`, so neither a
/// token nor a password reaches the log from the request.
///
/// Threading: thread-safe when `write` is; `write` is called on the requesting task.
public struct HTTPLogObserver: NetworkObserver {
  /// Query parameter names whose values are never written (compared case-insensitively).
  public static let secretQueryNames: Set<String> = [
    "password", "token", "refreshtoken", "refresh_token", "access_token", "accesstoken",
    "secret", "apikey", "api_key",
  ]

  private let write: @Sendable (String) -> Void

  /// Writes each line, without a line break, with `write`.
  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Writes the attempt's log line (`line(for:outcome:duration:)`) with `write`.
  public func attemptDidFinish(
    _ attempt: NetworkAttempt, outcome: NetworkAttemptOutcome, duration: Duration
  ) {
    write(Self.line(for: attempt, outcome: outcome, duration: duration))
  }

  /// The log line of one attempt. Pure.
  public static func line(
    for attempt: NetworkAttempt, outcome: NetworkAttemptOutcome, duration: Duration
  ) -> String {
    let result: String
    switch outcome {
    case .status(let status): result = String(status)
    case .failure(.transport(let failure)): result = failure.reason
    case .failure(.cancelled): result = "cancelled"
    case .failure: result = "other"
    }
    let milliseconds =
      duration.components.seconds * 1000
      + duration.components.attoseconds / 1_000_000_000_000_000
    return
      "http \(attempt.method) \(redactingQuery(attempt.pathAndQuery)) → \(result) "
      + "\(milliseconds)ms (attempt \(attempt.number))"
  }

  /// `pathAndQuery` with the values of secret-named parameters replaced.
  static func redactingQuery(_ pathAndQuery: String) -> String {
    guard let mark = pathAndQuery.firstIndex(of: "?") else { return pathAndQuery }
    let path = pathAndQuery[..<mark]
    let pairs = pathAndQuery[pathAndQuery.index(after: mark)...].split(
      separator: "&", omittingEmptySubsequences: false
    ).map { pair -> String in
      guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
      let name = pair[..<equals]
      let decoded = (name.removingPercentEncoding ?? String(name)).lowercased()
      return secretQueryNames.contains(decoded) ? "\(name)=<redacted>" : String(pair)
    }
    return path + "?" + pairs.joined(separator: "&")
  }
}
