import CleanDomain
import CleanReactive
import Foundation

/// Turns what the transport produced into the domain's `APIError`: the one place that knows how
/// this API signals failure, so the service that sends requests and the layers above it never
/// interpret a status code or a `URLError` themselves. `DefaultNetworkService` asks it at most
/// once per attempt: either for a thrown transport error or for the HTTP status (not at all
/// when the request could not be built, was cancelled before it was sent, or the endpoint's own
/// failure reading (`DomainEndpoint`) read the status).
///
/// Implementations must be pure and thread-safe. Replace it to map an API with other conventions.
public protocol NetworkErrorResolver: Sendable {
  /// `nil` when `status` is a success; otherwise the error for it. `body` is the response body,
  /// e.g. to read the envelope's message.
  func error(forStatus status: Int, body: Data) -> APIError?

  /// The error for a failure thrown by the `NetworkSession` (no HTTP response was received).
  func error(forTransportFailure error: any Error) -> APIError
}
