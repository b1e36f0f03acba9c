import CleanData
import CleanDomain
import CleanReactive
import Foundation

extension NetworkConfiguration {
  /// A configuration for stubbed tests: a fixed base URL and a fixed token.
  static func stub(token: String? = "t-1") -> NetworkConfiguration {
    try! NetworkConfiguration(baseURL: "http://api.test:8080/v1", tokenProvider: { token })
  }
}

extension DefaultDataTransferService {
  /// A data transfer service over `session` with the stub configuration, without retries (these
  /// tests check one attempt's classification; retries are `RetryPipelineTests`').
  static func stubbed(_ session: any NetworkSession) -> DefaultDataTransferService {
    DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: .stub(), session: session, retryPolicy: .never))
  }
}

/// Runs `body` and returns its typed error, or `nil` if it succeeded.
func apiError<T>(_ body: () async throws(APIError) -> T) async -> APIError? {
  do {
    _ = try await body()
    return nil
  } catch {
    return error
  }
}
