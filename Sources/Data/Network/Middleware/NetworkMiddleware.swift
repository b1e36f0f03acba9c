/// The pluggable middleware chain of a `DefaultNetworkService`: adapters that change each
/// attempt's request, in order, then observers that see each attempt and its outcome.
///
/// The service adds its own links around them: the access token is already set when the
/// adapters run (the service builds each attempt's request with the token read anew), and
/// retries and token refresh are decided after the observers have seen the attempt. So a logging observer sees every attempt, the login and the
/// refresh included.
///
/// Threading: an immutable `Sendable` value.
public struct NetworkMiddleware: Sendable {
  /// Run before every attempt, in order, on a request that already carries the token.
  public var adapters: [any RequestAdapter]
  /// Told about every attempt, in order.
  public var observers: [any NetworkObserver]

  /// A chain of `adapters` (run in order) and `observers` (told in order).
  public init(adapters: [any RequestAdapter] = [], observers: [any NetworkObserver] = []) {
    self.adapters = adapters
    self.observers = observers
  }

  /// No adapters, no observers.
  public static let none = NetworkMiddleware()
}
