import CleanDomain
import CleanReactive
import Foundation

/// `DataTransferService` over a `NetworkService`. Immutable, `Sendable`, runs on the caller's task.
public struct DefaultDataTransferService: DataTransferService {
  private let network: any NetworkService

  public init(network: any NetworkService) {
    self.network = network
  }

  public func request<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
    let body = try await network.body(for: endpoint)
    do {
      return try endpoint.decode(body)
    } catch {
      throw .decoding(String(describing: error))
    }
  }
}
