import CleanDomain
import CleanReactive

extension CachedValueWithSubmission {
  /// Nothing loaded, nothing written, over a typed cache-then-network `fetch` (held strongly,
  /// called once per read sent) — what a cached use case returns,
  /// `CacheThenNetwork.reading(from:network:)` builds, or `SourcedRequest(network:)` makes of a
  /// network-only request — and `write` (held strongly, called once per write sent);
  /// `reloadsAfterSuccess` as in `init(fetch:write:reloadsAfterSuccess:)`.
  ///
  /// The fetch's error type is the block's `ReadError`, so a block of another read error type
  /// does not compile. A feature error of another type that still reaches it at run time —
  /// through a fetch built with `SourcedRequest(classifying:)` — is a wiring bug: it reaches
  /// `networkError` as `APIError.unhandledFeatureError(_:)`, never as transport.
  ///
  /// ```swift
  /// //# struct Tournament: Sendable { let id: Int }
  /// //# enum TournamentError: Error, Sendable { case full }
  /// //# let read: @Sendable () -> SourcedRequest<Tournament, Never> = {
  /// //#   SourcedRequest(classifying: .never())
  /// //# }
  /// //# let join: @Sendable () -> TypedRequest<Void, TournamentError> = {
  /// //#   TypedRequest(classifying: .never())
  /// //# }
  /// let detail = CachedValueWithSubmission<Tournament, Never, Void, Void, TournamentError>(
  ///   fetch: { read() }, write: { _ in join() })
  /// // … <Tournament, TournamentError, Void, Void, TournamentError>(fetch: { read() }, …)
  /// // does not compile
  /// ```
  public convenience init(
    fetch: @escaping @Sendable () -> SourcedRequest<Value, ReadError>, write: @escaping Write,
    reloadsAfterSuccess: Bool = true
  ) {
    self.init(
      fetch: { fetch().observable }, write: write, reloadsAfterSuccess: reloadsAfterSuccess)
  }

  /// Nothing loaded, nothing written, over a typed network-only `fetch` (held strongly, called
  /// once per read sent): the value is the server's answer alone (source `.network`), as
  /// `SourcedRequest(network:)` reads it. The fetch's error type is the block's `ReadError`, so
  /// a block of another read error type does not compile. `write` and `reloadsAfterSuccess` as
  /// in `init(fetch:write:reloadsAfterSuccess:)`.
  public convenience init(
    fetch: @escaping @Sendable () -> TypedRequest<Value, ReadError>, write: @escaping Write,
    reloadsAfterSuccess: Bool = true
  ) {
    self.init(
      fetch: { SourcedRequest(network: fetch()).observable }, write: write,
      reloadsAfterSuccess: reloadsAfterSuccess)
  }
}
