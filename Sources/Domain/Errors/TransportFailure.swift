/// Why a request produced no HTTP response at all.
public enum TransportFailure: Equatable, Hashable, Sendable {
  /// Nothing listens at the address (connection refused).
  case cannotConnect
  /// The request took longer than the configured timeout. `delivery` says how far it got: a
  /// request that was still waiting for a connection (`DefaultNetworkSession` sends at most
  /// `NetworkConfiguration.maxConnectionsPerHost` at a time to one server) when its deadline
  /// passed is `.notSent`; one that may have been written to a connection is `.outcomeUnknown`.
  case timedOut(RequestDelivery)
  /// The machine has no network.
  case offline
  /// The host name did not resolve.
  case cannotFindHost
  /// The connection dropped mid-request (reset, closed early, a body cut off).
  case connectionLost
  /// The response was larger than the configured cap (`limit` bytes); reading stopped there.
  case responseTooLarge(limit: Int)
  /// Any other transport failure, with a description for logs.
  case other(String)
}
