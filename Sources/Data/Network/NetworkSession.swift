import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport: sends a request and returns the body and HTTP response, whatever the status.
///
/// Contract (the one `URLSession` has): a 4xx or 5xx status is a *returned* response, not an
/// error. Throws only when no HTTP response was received — a `URLError` (refused, timed out,
/// offline, DNS, connection lost, `.cancelled` when the calling task is cancelled) or
/// `CancellationError`. Conformers must be thread-safe: requests run concurrently.
///
/// `DefaultNetworkSession` wraps `URLSession`; an in-process backend or a test stub can conform too.
public protocol NetworkSession: Sendable {
  func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
