import CleanDomain
import CleanReactive

/// Renews the access token when the server rejects it, once for everyone (single flight).
///
/// The network service calls `waitForRunningRefresh()` before sending a request that requires
/// authorization, and `token(replacing:)` when such a request got a 401: the answer is the
/// token to replay it with, once.
///
/// Error contract: both throw only `APIError` — the refresh's own failure (`.unauthorized` when
/// the refresh token was refused and the session is over; a transport or server failure, with
/// the session kept) or `.cancelled(_:)`.
///
/// Threading: conformers are thread-safe; concurrent callers share one refresh.
public protocol TokenRefresher: Sendable {
  /// Returns at once when no refresh is running; otherwise waits for it, and throws its failure.
  func waitForRunningRefresh() async throws(APIError)

  /// As `waitForRunningRefresh()`, but throws `.transport(.timedOut(_:))` at `deadline` (on the
  /// continuous clock) at the latest. The default implementation races the wait against a timer
  /// task; a conformer that knows at once whether a refresh is running can return without one.
  func waitForRunningRefresh(until deadline: ContinuousClock.Instant) async throws(APIError)

  /// The access token to replay a request with, after the server answered `rejectedToken` with
  /// 401: the current one when the session has moved on already, else a refreshed one.
  func token(replacing rejectedToken: String) async throws(APIError) -> String
}

extension TokenRefresher {
  public func waitForRunningRefresh(until deadline: ContinuousClock.Instant)
    async throws(APIError)
  {
    try await RequestDeadline.run(until: deadline) { () async throws(APIError) in
      try await waitForRunningRefresh()
    }
  }
}
