import CleanDomain
import CleanReactive
import Foundation

/// When and how long a failed request is tried again: the retry rule of `docs/API.md`.
///
/// A request is retried when its method is in `retryableMethods` (by default only `GET`, the
/// idempotent one: a `POST` or `DELETE` that failed may still have happened on the server) or it
/// carries an idempotency key its server honours (`Endpoint.withIdempotencyKey(_:)`), and
/// it failed with a status in `retryableStatuses` (502, 503, 504, 429) or a transport failure in
/// `retryableTransportFailures` (cannot connect, connection lost), at most `retries` times.
///
/// The wait before retry `k` (1-based) is drawn uniformly from `[0, cap(k)]` with
/// `cap(k) = min(maxDelay, baseDelay × multiplier^(k−1))` ("full jitter": clients that failed
/// together do not retry together). A `Retry-After` header in seconds on a status in
/// `retryAfterStatuses` sets the wait instead, however long; the network service fails at once,
/// with that attempt's error, when a wait would pass the request's deadline.
///
/// It is a value: configure one for the whole service (`DefaultNetworkService(retryPolicy:)`),
/// or replace it per endpoint with `Endpoint.retrying(with:)`; `.never` disables retries.
///
/// Threading: an immutable `Sendable` value; its functions are pure.
public struct RetryPolicy: Sendable, Equatable {
  /// Retries after the first attempt (`0`: one attempt only). Never negative.
  public var retries: Int {
    didSet { retries = max(retries, 0) }
  }
  /// The cap of the first wait.
  public var baseDelay: Duration
  /// How much the cap grows per retry.
  public var multiplier: Double
  /// The largest cap of a backoff wait (a `Retry-After` is not bounded by it).
  public var maxDelay: Duration
  /// Methods that may be retried automatically.
  public var retryableMethods: Set<HTTPMethod>
  /// Statuses that are worth another try.
  public var retryableStatuses: Set<Int>
  /// Transport failures that are worth another try.
  public var retryableTransportFailures: Set<TransportFailure>
  /// Statuses whose `Retry-After` header (in seconds) sets the wait.
  public var retryAfterStatuses: Set<Int>

  /// A policy with these settings; a negative `retries` counts as `0`.
  public init(
    retries: Int = 2,
    baseDelay: Duration = .milliseconds(200),
    multiplier: Double = 2,
    maxDelay: Duration = .seconds(5),
    retryableMethods: Set<HTTPMethod> = [.get],
    retryableStatuses: Set<Int> = [429, 502, 503, 504],
    retryableTransportFailures: Set<TransportFailure> = [.cannotConnect, .connectionLost],
    retryAfterStatuses: Set<Int> = [429, 503]
  ) {
    self.retries = max(retries, 0)
    self.baseDelay = baseDelay
    self.multiplier = multiplier
    self.maxDelay = maxDelay
    self.retryableMethods = retryableMethods
    self.retryableStatuses = retryableStatuses
    self.retryableTransportFailures = retryableTransportFailures
    self.retryAfterStatuses = retryAfterStatuses
  }

  /// Two retries, 0.2 s base, ×2, waits ≤ 5 s, `GET` only.
  public static let standard = RetryPolicy()
  /// No automatic retry.
  public static let never = RetryPolicy(retries: 0)

  /// Whether a request with `method` that failed with `error` after `retriesSoFar` retries is
  /// tried again; as `shouldRetry(_:deduplicated:after:retriesSoFar:)` for a request without an
  /// idempotency key.
  public func shouldRetry(_ method: HTTPMethod, after error: APIError, retriesSoFar: Int) -> Bool {
    shouldRetry(method, deduplicated: false, after: error, retriesSoFar: retriesSoFar)
  }

  /// Whether a request with `method` that failed with `error` after `retriesSoFar` retries is
  /// tried again. `deduplicated`: the request carries an idempotency key its server honours
  /// (`Endpoint.withIdempotencyKey(_:)`), so a repeat cannot take a second effect and it is
  /// retried like a method of `retryableMethods`, whatever its own. A cancellation is never
  /// retried; a status or transport failure only when in `retryableStatuses` or
  /// `retryableTransportFailures`.
  public func shouldRetry(
    _ method: HTTPMethod, deduplicated: Bool, after error: APIError, retriesSoFar: Int
  ) -> Bool {
    guard retriesSoFar < retries, deduplicated || retryableMethods.contains(method) else {
      return false
    }
    switch error {
    case .transport(let failure): return retryableTransportFailures.contains(failure)
    case .server, .unexpectedStatus:
      return error.status.map(retryableStatuses.contains) ?? false
    case .unauthorized, .notFound, .decoding, .cancelled, .unhandledFeatureError: return false
    }
  }

  /// The upper bound of the backoff wait before retry `retry` (1-based).
  public func backoffCap(beforeRetry retry: Int) -> Duration {
    let exponent = Double(max(retry, 1) - 1)
    let seconds = Self.seconds(baseDelay) * pow(multiplier, exponent)
    let capped = min(seconds, Self.seconds(maxDelay))
    return capped.isFinite ? Self.duration(seconds: max(capped, 0)) : maxDelay
  }

  /// The wait before retry `retry`: `unitRandom` (in `[0, 1]`, clamped) of its cap.
  public func backoff(beforeRetry retry: Int, unitRandom: Double) -> Duration {
    let fraction = unitRandom.isFinite ? min(max(unitRandom, 0), 1) : 0
    return Self.duration(seconds: Self.seconds(backoffCap(beforeRetry: retry)) * fraction)
  }

  /// The wait a `Retry-After: <seconds>` header asks for, when `status` honours it; `nil` for a
  /// missing header, an HTTP date or anything that is not a non-negative number of seconds.
  public func retryAfter(status: Int, headerValue: String?) -> Duration? {
    guard retryAfterStatuses.contains(status),
      let text = headerValue?.trimmingCharacters(
        in: .whitespaces), !text.isEmpty, text.allSatisfy(\.isASCII),
      let seconds = Int(text), seconds >= 0
    else { return nil }
    return .seconds(seconds)
  }

  /// Whole nanoseconds, so that `0.2 × 2` is exactly 400 ms.
  private static func duration(seconds: Double) -> Duration {
    .nanoseconds(Int64((seconds * 1e9).rounded()))
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
