/// How far a request that ended without an answer got: whether it may have reached the server.
///
/// A cancelled or timed-out request carries one (`APIError.cancelled(_:)`,
/// `TransportFailure.timedOut(_:)`), so that the caller of a *write* knows what it may do next:
///
/// | value | what the stack knows | what a caller may do |
/// |---|---|---|
/// | `notSent` | nothing of the request left this process, and nothing will | send it again: it cannot have taken effect |
/// | `outcomeUnknown` | it (or an earlier attempt of it) was handed to a connection, so the server may have received it and acted on it; no answer says whether | retry only a write whose endpoint carries an idempotency key, with the same key; otherwise look at the server's state first |
///
/// The stack never claims `notSent` unless it is certain: a request the HTTP client may already
/// be writing is `outcomeUnknown`. Either way, once the caller has seen the failure nothing more
/// of that request is sent (`DefaultNetworkSession`).
///
/// Threading: an immutable `Sendable` value.
public enum RequestDelivery: Equatable, Hashable, Sendable {
  /// The request never reached a connection: it took no effect on the server.
  case notSent
  /// The request may have reached the server (in whole or in part) and taken effect; its
  /// outcome is unknown.
  case outcomeUnknown
}
