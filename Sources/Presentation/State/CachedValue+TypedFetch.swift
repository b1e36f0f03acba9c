import CleanDomain
import CleanReactive

extension CachedValue {
  /// Nothing loaded, over a typed cache-then-network `fetch` (held strongly, called once per
  /// request) — what a cached use case returns, `CacheThenNetwork.reading(from:network:)`
  /// builds, or `SourcedRequest(network:)` makes of a network-only request.
  ///
  /// The fetch's error type is the value's `FeatureError`, so a `CachedValue` of another error
  /// type does not compile (the untyped `init(fetch:)`, over an `Observable`, cannot say so). A
  /// feature error of another type that still reaches it at run time — through a fetch built
  /// with `SourcedRequest(classifying:)` — is a wiring bug: it reaches `networkError` as
  /// `APIError.unhandledFeatureError(_:)`, never as transport.
  ///
  /// ```swift
  /// //# struct Tournament: Sendable { let id: Int }
  /// //# enum TournamentError: Error, Sendable { case closed }
  /// //# let read: @Sendable () -> SourcedRequest<Tournament, TournamentError> = {
  /// //#   SourcedRequest(classifying: .never())
  /// //# }
  /// let detail = CachedValue<Tournament, TournamentError>(fetch: { read() })
  /// // CachedValue<Tournament, Never>(fetch: { read() }) does not compile
  /// ```
  public convenience init(fetch: @escaping @Sendable () -> SourcedRequest<Value, FeatureError>) {
    self.init(fetch: { fetch().observable })
  }

  /// Nothing loaded, over a typed network-only `fetch` (held strongly, called once per
  /// request): the value is the server's answer alone (source `.network`), as
  /// `SourcedRequest(network:)` reads it. The fetch's error type is the value's `FeatureError`,
  /// so a `CachedValue` of another error type does not compile.
  public convenience init(fetch: @escaping @Sendable () -> TypedRequest<Value, FeatureError>) {
    self.init(fetch: { SourcedRequest(network: fetch()).observable })
  }
}
