import CleanDomain
import CleanReactive
import Foundation

/// Sends an endpoint's request and classifies the outcome by HTTP status.
///
/// Returns the body of a success status (2xx); every other outcome throws exactly one
/// `APIError` — never any other type, never a crash. Thread-safe; concurrent requests are fine.
/// Cancelling the calling task ends the request with `.cancelled`.
public protocol NetworkService: Sendable {
  /// The body of `endpoint`'s success response; throws the one `APIError` that classifies any
  /// other outcome (status, transport failure, `.cancelled`). Runs on the caller's task.
  func body<Response>(for endpoint: Endpoint<Response>) async throws(APIError) -> Data
}
