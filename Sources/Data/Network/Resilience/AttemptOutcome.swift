import CleanDomain
import CleanReactive
import Foundation

/// What one attempt produced, with what the retry and refresh rules need to know.
struct AttemptOutcome {
  let result: Result<Data, APIError>
  /// The access token the attempt carried, if any.
  let bearerToken: String?
  /// The HTTP status, when the server answered.
  let status: Int?
  /// The `Retry-After` header, when the server sent one.
  let retryAfter: String?
  /// Whether the endpoint read this failure status as the feature's own error (which ends the
  /// request without retry, refresh or 401 handling).
  var isDomainFailure = false
}
