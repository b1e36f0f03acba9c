import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The attempts of one request: refresh and replay, retries with backoff, within one deadline
/// (the rules are listed on `DefaultNetworkService`).
extension DefaultNetworkService {
  func resilientBody<Response>(
    for endpoint: Endpoint<Response>, deadline: ContinuousClock.Instant
  ) async throws(APIError) -> Data {
    let policy = endpoint.retryPolicy ?? retryPolicy
    var number = 0
    var retries = 0
    var replayToken: String?
    while true {
      if endpoint.requiresAuthorization, replayToken == nil, let refresher {
        try await refresher.waitForRunningRefresh()
      }
      number += 1
      let outcome = try await attempt(endpoint, number: number, replayToken: replayToken)
      let error: APIError
      switch outcome.result {
      case .success(let data): return data
      case .failure(let failure): error = failure
      }
      if case .unauthorized = error, let token = outcome.bearerToken {
        if let refresher, replayToken == nil {
          replayToken = try await refresher.token(replacing: token)
          continue
        }
        onUnauthorized?(token)
        throw error
      }
      guard policy.shouldRetry(endpoint.method, after: error, retriesSoFar: retries) else {
        throw error
      }
      retries += 1
      let wait =
        outcome.status.flatMap { policy.retryAfter(status: $0, headerValue: outcome.retryAfter) }
        ?? policy.backoff(beforeRetry: retries, unitRandom: jitter())
      guard clock.now + wait <= deadline else { throw error }
      do {
        try await clock.sleep(for: wait)
      } catch {
        throw .cancelled
      }
      if Task.isCancelled { throw .cancelled }
    }
  }

  /// One attempt: build, adapt, observe, send, classify, observe.
  private func attempt<Response>(
    _ endpoint: Endpoint<Response>, number: Int, replayToken: String?
  ) async throws(APIError) -> AttemptOutcome {
    var request = try endpoint.urlRequest(with: configuration, includingToken: false)
    let authorization = endpoint.requiresAuthorization
    let tokenAdapter =
      replayToken.map { token in BearerTokenAdapter(tokenProvider: { token }) }
      ?? BearerTokenAdapter(tokenProvider: configuration.tokenProvider)
    tokenAdapter.authorize(&request, requiresAuthorization: authorization)
    for adapter in middleware.adapters {
      request = try await adapter.adapt(
        request,
        for: NetworkAttempt(request: request, number: number, requiresAuthorization: authorization))
    }
    if Task.isCancelled { throw .cancelled }
    let sent = NetworkAttempt(
      request: request, number: number, requiresAuthorization: authorization)
    let bearerToken = Self.bearerToken(of: request)
    for observer in middleware.observers { observer.attemptWillStart(sent) }
    let start = ContinuousClock.now
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await session.data(
        for: request, maxResponseSize: configuration.maxResponseSize)
    } catch {
      let failure = resolver.error(forTransportFailure: error)
      notify(sent, .failure(failure), since: start)
      return AttemptOutcome(
        result: .failure(failure), bearerToken: bearerToken, status: nil, retryAfter: nil)
    }
    notify(sent, .status(response.statusCode), since: start)
    let status = response.statusCode
    let interpreted = (200...299).contains(status) ? nil : endpoint.interpretFailure?(status, data)
    guard let failure = interpreted ?? resolver.error(forStatus: status, body: data) else {
      return AttemptOutcome(
        result: .success(data), bearerToken: bearerToken, status: response.statusCode,
        retryAfter: nil)
    }
    return AttemptOutcome(
      result: .failure(failure), bearerToken: bearerToken, status: response.statusCode,
      retryAfter: Self.header("Retry-After", of: response))
  }

  private func notify(
    _ attempt: NetworkAttempt, _ outcome: NetworkAttemptOutcome,
    since start: ContinuousClock.Instant
  ) {
    let duration = start.duration(to: .now)
    for observer in middleware.observers {
      observer.attemptDidFinish(attempt, outcome: outcome, duration: duration)
    }
  }

  private static func bearerToken(of request: URLRequest) -> String? {
    guard let header = request.value(forHTTPHeaderField: "Authorization"),
      header.hasPrefix("Bearer ")
    else { return nil }
    return String(header.dropFirst("Bearer ".count))
  }

  /// A response header by case-insensitive name.
  private static func header(_ name: String, of response: HTTPURLResponse) -> String? {
    for (key, value) in response.allHeaderFields {
      if let key = key as? String, key.caseInsensitiveCompare(name) == .orderedSame {
        return value as? String
      }
    }
    return nil
  }
}
