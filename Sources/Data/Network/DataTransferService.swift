import CleanDomain
import CleanReactive

/// Sends an endpoint's request and decodes its success body into the endpoint's response type.
///
/// Throws exactly one `APIError`: whatever the `NetworkService` threw, unchanged, or
/// `.decoding(_:)` when — and only when — a success body does not decode (seed 004 turned every
/// failure into "decode"; this does not). Thread-safe; runs on the caller's task.
public protocol DataTransferService: Sendable {
  func request<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response
}
