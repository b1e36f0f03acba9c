import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The attempts of one request: refresh and replay, retries with backoff, within one deadline
/// (the rules are listed on `DefaultNetworkService`).
///
/// `deadline` is the request's wall-clock deadline (continuous clock): the transfer, the
/// adapters, the refresh and each backoff wait end at it with `.transport(.timedOut(_:))`;
/// `nil` when the caller races the whole request against the deadline instead.
/// `waitDeadline` is the same deadline on `clock` (the two differ only for a virtual test
/// clock): a retry whose wait would pass it is not made.
///
/// A cancellation or a timeout carries how far the *request* got (`RequestDelivery`): `.notSent`
/// only while no attempt of it may have reached the server. An attempt may have when the server
/// answered it, or it failed on the wire in any way but "never connected" (`cannotConnect`,
/// `offline`, `cannotFindHost`) or "never sent" (a `.notSent` cancellation or timeout from the
/// session).
extension DefaultNetworkService {
  // Not optimized: Swift 6.3.1's release pipeline crashes on this loop (CopyPropagation: "leak
  // due to a consuming post-dominance failure" on the `APIError` it settles). It waits on the
  // network; the calls it makes are optimized as usual.
  @_optimize(none)
  func resilientBody<Response>(
    for endpoint: Endpoint<Response>, deadline: ContinuousClock.Instant?,
    waitDeadline: ContinuousClock.Instant
  ) async throws(APIError) -> Data {
    let policy = endpoint.retryPolicy ?? retryPolicy
    let deduplicated = endpoint.idempotencyKey != nil
    var number = 0
    var retries = 0
    var replayToken: String?
    var sent = false  // whether an attempt of this request may have reached the server
    while true {
      if endpoint.requiresAuthorization, replayToken == nil, let refresher {
        do {
          if let deadline {
            try await refresher.waitForRunningRefresh(until: deadline)
          } else {
            try await refresher.waitForRunningRefresh()
          }
        } catch {
          throw Self.delivered(error, sent: sent)
        }
      }
      number += 1
      let outcome: AttemptOutcome
      do {
        outcome = try await attempt(
          endpoint, number: number, replayToken: replayToken, deadline: deadline)
      } catch {
        throw Self.delivered(error, sent: sent)  // thrown before this attempt was sent
      }
      let error: APIError
      switch outcome.result {
      case .success(let data): return data
      case .failure(let failure):
        sent = sent || outcome.status != nil || Self.mayHaveBeenSent(failure)
        error = Self.settled(failure, sent: sent)
      }
      if outcome.isDomainFailure { throw error }  // the feature's own error: no generic step
      if case .unauthorized(let rejection) = error, let token = outcome.bearerToken {
        if let refresher, replayToken == nil {
          do {
            replayToken = try await Self.run(until: deadline) {
              () async throws(APIError) in try await refresher.token(replacing: token)
            }
          } catch {
            throw Self.delivered(Self.failure(ofRefresh: error, after: rejection), sent: sent)
          }
          continue
        }
        onUnauthorized?(token)
        throw error
      }
      guard
        policy.shouldRetry(
          endpoint.method, deduplicated: deduplicated, after: error, retriesSoFar: retries)
      else { throw error }
      retries += 1
      let wait =
        outcome.status.flatMap { policy.retryAfter(status: $0, headerValue: outcome.retryAfter) }
        ?? policy.backoff(beforeRetry: retries, unitRandom: jitter())
      guard clock.now + wait <= waitDeadline else { throw error }
      do {
        try await Self.run(until: deadline) { [clock] () async throws(APIError) in
          do {
            try await clock.sleep(for: wait)
          } catch {
            throw .cancelled(.notSent)
          }
        }
      } catch {
        throw Self.delivered(error, sent: sent)
      }
      if Task.isCancelled { throw Self.delivered(.cancelled(.notSent), sent: sent) }
    }
  }

  /// Whether an attempt that failed with `failure` (without an HTTP answer) may have reached
  /// the server: not when it never connected, nor when the session says it was never sent.
  static func mayHaveBeenSent(_ failure: APIError) -> Bool {
    switch failure {
    case .cancelled(.notSent), .transport(.timedOut(.notSent)), .transport(.cannotConnect),
      .transport(.offline), .transport(.cannotFindHost):
      false
    default: true
    }
  }

  /// `error` from the session, with its delivery raised to `.outcomeUnknown` when an earlier
  /// attempt of the request may have reached the server.
  static func settled(_ error: APIError, sent: Bool) -> APIError {
    guard sent else { return error }
    switch error {
    case .cancelled(.notSent): return .cancelled(.outcomeUnknown)
    case .transport(.timedOut(.notSent)): return .transport(.timedOut(.outcomeUnknown))
    default: return error
    }
  }

  /// `error` thrown while this request was *not* on the wire (waiting for a refresh or a
  /// backoff wait, building or adapting the request): a cancellation or timeout then says
  /// `.notSent` unless an earlier attempt may have reached the server.
  static func delivered(_ error: APIError, sent: Bool) -> APIError {
    let delivery: RequestDelivery = sent ? .outcomeUnknown : .notSent
    switch error {
    case .cancelled: return .cancelled(delivery)
    case .transport(.timedOut): return .transport(.timedOut(delivery))
    default: return error
    }
  }

  /// One attempt: build, adapt, observe, send, classify, observe.
  private func attempt<Response>(
    _ endpoint: Endpoint<Response>, number: Int, replayToken: String?,
    deadline: ContinuousClock.Instant?
  ) async throws(APIError) -> AttemptOutcome {
    let authorization = endpoint.requiresAuthorization
    // The bearer token is read anew for every attempt (the replay after a refresh carries the
    // new one) and built into the request with the other headers, in one assignment.
    let token = authorization ? (replayToken ?? configuration.tokenProvider()) : nil
    var request = try endpoint.urlRequest(with: configuration, token: token)
    var bearerToken = Endpoint<Response>.authorizationValue(token: token) != nil ? token : nil
    if !middleware.adapters.isEmpty {
      request = try await Self.run(until: deadline) {
        [adapters = middleware.adapters, request] () async throws(APIError) in
        var adapted = request
        for adapter in adapters {
          adapted = try await adapter.adapt(
            adapted,
            for: NetworkAttempt(
              request: adapted, number: number, requiresAuthorization: authorization))
        }
        return adapted
      }
      bearerToken = Self.bearerToken(of: request)
    }
    if Task.isCancelled { throw .cancelled(.notSent) }
    let sent = NetworkAttempt(
      request: request, number: number, requiresAuthorization: authorization)
    for observer in middleware.observers { observer.attemptWillStart(sent) }
    let start = ContinuousClock.now
    let data: Data
    let response: HTTPURLResponse
    do {
      if let session = session as? DefaultNetworkSession {
        (data, response) = try await session.data(
          for: request, maxResponseSize: configuration.maxResponseSize, deadline: deadline,
          maxConnectionsPerHost: configuration.maxConnectionsPerHost)
      } else {
        (data, response) = try await session.data(
          for: request, maxResponseSize: configuration.maxResponseSize)
      }
    } catch {
      let failure = resolver.error(forTransportFailure: error)
      notify(sent, .failure(failure), since: start)
      return AttemptOutcome(
        result: .failure(failure), bearerToken: bearerToken, status: nil, retryAfter: nil)
    }
    notify(sent, .status(response.statusCode), since: start)
    let status = response.statusCode
    if !(200...299).contains(status), let reading = endpoint.failureReading {
      // The endpoint's own reading comes first, with the whole body; what it reads ends the
      // request as it is (the caller throws the feature's error, never this placeholder).
      let httpFailure = HTTPFailure(
        status: status, message: DefaultNetworkErrorResolver.message(in: data), body: data)
      if reading(httpFailure, data) {
        return AttemptOutcome(
          result: .failure(.unexpectedStatus(httpFailure)), bearerToken: bearerToken,
          status: status, retryAfter: nil, isDomainFailure: true)
      }
    }
    guard let failure = resolver.error(forStatus: status, body: data) else {
      return AttemptOutcome(
        result: .success(data), bearerToken: bearerToken, status: response.statusCode,
        retryAfter: nil)
    }
    return AttemptOutcome(
      result: .failure(failure), bearerToken: bearerToken, status: response.statusCode,
      retryAfter: Self.header("Retry-After", of: response))
  }

  /// What a request whose 401 could not be refreshed fails with: the refresh's own failure,
  /// except a 401 that carries nothing the server said — a session that cannot be renewed (no
  /// refresh token, signed out meanwhile) — which keeps the request's own 401, status and server
  /// message included.
  private static func failure(ofRefresh error: APIError, after rejection: HTTPFailure) -> APIError {
    guard case .unauthorized(let failure) = error, failure.message == nil,
      failure.bodyPrefix.isEmpty
    else { return error }
    return .unauthorized(rejection)
  }

  /// `work`, raced against `deadline` when there is one.
  private static func run<Value: Sendable>(
    until deadline: ContinuousClock.Instant?,
    _ work: @escaping @Sendable () async throws(APIError) -> Value
  ) async throws(APIError) -> Value {
    guard let deadline else { return try await work() }
    return try await RequestDeadline.run(until: deadline, work)
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
