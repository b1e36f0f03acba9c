import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `NetworkSession` over `URLSession` (FoundationNetworking on Linux).
///
/// Threading: thread-safe; `URLSession` runs requests concurrently on its own queues. Cancelling
/// the calling task cancels the request, which then throws `URLError(.cancelled)`. A response
/// that is not HTTP throws `URLError(.badServerResponse)`.
public final class DefaultNetworkSession: NetworkSession {
  private let session: URLSession

  /// Uses `session`, by default an ephemeral session (no cookies, no cache).
  public init(session: URLSession = URLSession(configuration: .ephemeral)) {
    self.session = session
  }

  public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    return (data, http)
  }
}
