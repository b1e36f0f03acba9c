extension Endpoint {
  /// This endpoint with its own retry rule instead of the network service's, e.g. `.never` for
  /// a `GET` that must not be repeated, or more retries for one that may take long to come up.
  public func retrying(with policy: RetryPolicy) -> Endpoint {
    var copy = self
    copy.retryPolicy = policy
    return copy
  }
}
