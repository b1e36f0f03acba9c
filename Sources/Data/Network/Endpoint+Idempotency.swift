extension Endpoint {
  /// This endpoint, declared as a write its API deduplicates by `Idempotency-Key`, sent with
  /// `key` on every attempt (see `IdempotencyKey`).
  ///
  /// Declare it only for an endpoint whose server honours keys — `docs/API.md` says which of
  /// this API's do (`POST /matches`) — because the declaration changes what the stack does:
  /// the endpoint is then retried like an idempotent request, whatever its method (on the retry
  /// policy's `retryableStatuses` and `retryableTransportFailures`, see
  /// `RetryPolicy.shouldRetry(_:deduplicated:after:retriesSoFar:)`), and the HTTP client may
  /// reuse a kept-alive connection for it. An endpoint without a key whose method is not `GET`
  /// is never sent twice: not retried after it may have been sent, and sent on a connection of
  /// its own (`DefaultNetworkSession`).
  ///
  /// Use one key per logical write: the same `Endpoint` value carries it through the stack's
  /// retries, and a caller who retries an `isOutcomeUnknown` failure passes the same key again.
  public func withIdempotencyKey(_ key: IdempotencyKey) -> Endpoint {
    var copy = self
    copy.idempotencyKey = key
    return copy
  }
}
