import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Middleware that changes a request before each attempt is sent: a header, a signature. (The
/// access token is set by the service itself, before the adapters run.)
///
/// The network service runs its adapters in order before *every* attempt — retries and the
/// replay after a token refresh included — so an adapter that reads changing state (the token)
/// sees its newest value. Throwing fails the request with that error; nothing is sent.
///
/// Threading: conformers are thread-safe; `adapt` runs on the requesting task.
public protocol RequestAdapter: Sendable {
  /// The request to send for `attempt`, derived from `request`; throw an `APIError` to fail
  /// the request without sending it. Runs on the requesting task before every attempt.
  func adapt(_ request: URLRequest, for attempt: NetworkAttempt) async throws(APIError)
    -> URLRequest
}
