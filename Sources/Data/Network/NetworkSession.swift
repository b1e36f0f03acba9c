import CleanDomain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport: sends a request and returns the body and HTTP response, whatever the status.
///
/// Contract (the one `URLSession` has): a 4xx or 5xx status is a *returned* response, not an
/// error; so is a redirect the transport did not follow (3xx). Throws only when no usable HTTP
/// response was received — a `URLError` (refused, timed out, offline, DNS, connection lost,
/// `.cancelled` when the calling task is cancelled), `CancellationError`,
/// `APIError.transport(.responseTooLarge(limit:))` from `data(for:maxResponseSize:)`, or — from a
/// transport that knows how far the request got — `APIError.cancelled(_:)` and
/// `APIError.transport(.timedOut(_:))` with their `RequestDelivery`. (A plain `URLError` or
/// `CancellationError` is read as `.outcomeUnknown`: a conformer that can promise a request was
/// never sent throws `.cancelled(.notSent)`.)
/// Conformers must be thread-safe: requests run concurrently.
///
/// `DefaultNetworkSession` wraps `URLSession`; an in-process backend or a test stub can conform too.
public protocol NetworkSession: Sendable {
  /// Sends `request` and returns the body and HTTP response, whatever the status; throws only
  /// when no HTTP response arrived (see the protocol's contract).
  func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)

  /// As `data(for:)`, but a body of more than `maxResponseSize` bytes throws
  /// `APIError.transport(.responseTooLarge(limit: maxResponseSize))`. A streaming transport
  /// stops reading at the limit; the default implementation (for in-memory conformers) checks
  /// the finished body.
  func data(for request: URLRequest, maxResponseSize: Int) async throws -> (Data, HTTPURLResponse)
}

extension NetworkSession {
  /// Reads the whole body with `data(for:)`, then throws
  /// `APIError.transport(.responseTooLarge(limit:))` if it exceeds `maxResponseSize`.
  public func data(for request: URLRequest, maxResponseSize: Int) async throws -> (
    Data, HTTPURLResponse
  ) {
    let (data, response) = try await data(for: request)
    guard data.count <= maxResponseSize else {
      throw APIError.transport(.responseTooLarge(limit: maxResponseSize))
    }
    return (data, response)
  }
}
