import CleanDomain
import CleanReactive
import Foundation

/// Turns what the transport produced into the domain's `APIError` (in the spirit of kudoleh's
/// `DataTransferErrorResolver`). `DefaultNetworkService` asks it at most once per request: either
/// for a thrown transport error or for the HTTP status (not at all when the request could not be
/// built or was cancelled before it was sent).
///
/// Implementations must be pure and thread-safe. Replace it to map an API with other conventions.
public protocol NetworkErrorResolver: Sendable {
  /// `nil` when `status` is a success; otherwise the error for it. `body` is the response body,
  /// e.g. to read the duplicated ids of a 409.
  func error(forStatus status: Int, body: Data) -> APIError?

  /// The error for a failure thrown by the `NetworkSession` (no HTTP response was received).
  func error(forTransportFailure error: any Error) -> APIError
}
