import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `NetworkService` over a `NetworkSession`, classifying with a `NetworkErrorResolver`.
///
/// Steps, all under one `RequestDeadline` of `configuration.timeout` (past it: exactly one
/// `.transport(.timedOut)`, and the request is cancelled): build the request from the endpoint
/// and configuration (the token provider is read here), send it with the configuration's
/// response size cap, map a thrown transport error with the resolver, then map a failure
/// status with the endpoint's own `interpretFailure` first and the resolver otherwise. When `onUnauthorized` is set, a 401 to a request that carried a token calls it with
/// that token (the session store clears the session if it still holds it).
///
/// Threading: immutable and `Sendable`; runs on the caller's task.
public struct DefaultNetworkService: NetworkService {
  public let configuration: NetworkConfiguration
  private let session: any NetworkSession
  private let resolver: any NetworkErrorResolver
  private let onUnauthorized: (@Sendable (_ rejectedToken: String) -> Void)?

  public init(
    configuration: NetworkConfiguration,
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver(),
    onUnauthorized: (@Sendable (_ rejectedToken: String) -> Void)? = nil
  ) {
    self.configuration = configuration
    self.session = session
    self.resolver = resolver
    self.onUnauthorized = onUnauthorized
  }

  public func body<Response>(for endpoint: Endpoint<Response>) async throws(APIError) -> Data {
    try await RequestDeadline(timeout: configuration.timeout).run { () async throws(APIError) in
      try await attempt(endpoint)
    }
  }

  private func attempt<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Data {
    let request = try endpoint.urlRequest(with: configuration)
    if Task.isCancelled { throw .cancelled }
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await session.data(
        for: request, maxResponseSize: configuration.maxResponseSize)
    } catch {
      throw resolver.error(forTransportFailure: error)
    }
    let status = response.statusCode
    let interpreted = (200...299).contains(status) ? nil : endpoint.interpretFailure?(status, data)
    guard let failure = interpreted ?? resolver.error(forStatus: status, body: data) else {
      return data
    }
    if case .unauthorized = failure, let onUnauthorized,
      let header = request.value(forHTTPHeaderField: "Authorization"), header.hasPrefix("Bearer ")
    {
      onUnauthorized(String(header.dropFirst("Bearer ".count)))
    }
    throw failure
  }
}
