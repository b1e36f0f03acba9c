import CleanDomain
import CleanReactive

/// How one attempt ended: an HTTP status (whatever it was), or no HTTP answer at all.
///
/// Threading: an immutable `Sendable` value.
public enum NetworkAttemptOutcome: Sendable, Equatable {
  /// The server answered with this status (a 4xx or 5xx included).
  case status(Int)
  /// No HTTP answer: the classified transport failure (or `.cancelled`).
  case failure(APIError)
}
