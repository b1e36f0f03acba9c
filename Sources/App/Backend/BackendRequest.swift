import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// An HTTP request as the embedded backend's router reads it: the method, the percent-decoded
/// path segments, the percent-decoded query (first value per name), the bearer token, the raw
/// `Idempotency-Key` header value and the raw body.
///
/// Threading: an immutable value; use it from anywhere.
struct BackendRequest: Sendable, Equatable {
  let method: String
  let pathSegments: [String]
  let query: [String: String]
  let bearerToken: String?
  /// The `Idempotency-Key` header as it came (an sf-string, `"…"`); `nil` without one.
  let idempotencyKey: String?
  let body: Data?

  init(
    method: String, pathSegments: [String], query: [String: String] = [:],
    bearerToken: String? = nil, idempotencyKey: String? = nil, body: Data? = nil
  ) {
    self.method = method
    self.pathSegments = pathSegments
    self.query = query
    self.bearerToken = bearerToken
    self.idempotencyKey = idempotencyKey
    self.body = body
  }
}
