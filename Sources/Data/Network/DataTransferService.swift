import CleanDomain
import CleanReactive

/// Sends an endpoint's request and decodes its success body into the endpoint's response type.
///
/// Throws exactly one `APIError`: whatever the `NetworkService` threw, unchanged, or
/// `.decoding(_:)` when — and only when — a success body does not decode. (A `mapError` that
/// turns every failure into "decoding" would report a refused connection as a bad body.)
///
/// Threading: conformers are thread-safe; a request runs on the caller's task.
public protocol DataTransferService: Sendable {
  /// Sends `endpoint`'s request and returns its decoded success body; throws the network's
  /// `APIError` unchanged, or `.decoding(_:)` when the body does not decode.
  func request<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response
}
