import CleanDomain
import CleanReactive
import Foundation

/// `DataTransferService` over a `NetworkService`. Immutable, `Sendable`, runs on the caller's task.
public struct DefaultDataTransferService: DataTransferService {
  private let network: any NetworkService

  /// A service that sends every request through `network`.
  public init(network: any NetworkService) {
    self.network = network
  }

  /// Gets the success body from the network service (which retries, refreshes and applies
  /// the deadline) and decodes it with `endpoint.decode` on the caller's task; any decode error
  /// becomes `.decoding(_:)`, every network error is rethrown as it is.
  public func request<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
    let body = try await network.body(for: endpoint)
    do {
      return try endpoint.decode(body)
    } catch {
      throw .decoding(String(describing: error))
    }
  }
}
