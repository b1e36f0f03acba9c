import CleanReactive

/// A read that says where each value came from *and* how it fails: an `Observable` of `Sourced`
/// values — at most a stored copy (source `.cache`), then the server's answer (source
/// `.network`) — whose only failure is a `RequestFailure<DomainError>`, with that type in its own
/// type. It is to a cache-then-network read what `TypedRequest` is to a `Single`.
///
/// What a cached repository or use case returns. Hand it to a consumer of the *same* error type
/// — `PagedList(fetch:)` over a `SourcedRequest<Page<Item>, FeatureError>`,
/// `RequestSplit<DomainError>.perform(_:)` — and one of another type does not compile.
///
/// Made in the Data layer by `CacheThenNetwork.read(_:from:network:)` over a `TypedRequest`
/// (CleanData), or, for every key at once, `CacheThenNetwork.reading(from:network:)`; from a
/// network-only `TypedRequest` by `init(network:)` (its answer alone, source `.network`); from a
/// fake's read by `init(classifying:)`:
///
/// ```swift
/// import CleanDomain
///
/// struct Tournament: Sendable { let id: Int }
/// enum TournamentError: Error, Sendable { case closed }
///
/// /// A use case over a network-only repository: every value is the server's answer.
/// func tournament(
///   id: Int, network: @Sendable (Int) -> TypedRequest<Tournament, TournamentError>
/// ) -> SourcedRequest<Tournament, TournamentError> {
///   SourcedRequest(network: network(id))
/// }
/// ```
///
/// Cold, like the sequence it holds: each subscription reads anew (a stored copy is read as the
/// subscription starts); disposing cancels the request. Threading: an immutable value, like
/// `Observable` (not `Sendable`): build it where it is subscribed. The copy arrives on the
/// subscribing thread, the answer on the network's.
public struct SourcedRequest<Value: Sendable, DomainError: Error & Sendable> {
  /// The read: at most a stored copy, then the server's answer, then completion; or, after any
  /// copy, one failure, a `RequestFailure<DomainError>`.
  public let observable: Observable<Sourced<Value>>

  /// The read of `request` alone, with no cache: its answer (source `.network`), or its failure
  /// unchanged. What a use case over a network-only repository returns where a cached read is
  /// expected.
  public init(network request: TypedRequest<Value, DomainError>) {
    observable = request.single.asObservable().map { Sourced(value: $0, source: .network) }
  }

  /// `read`, each of its failures classified by `RequestFailure<DomainError>(classifying:)`
  /// (total: nothing is dropped, a `DomainError` stays one, and a feature error of another type
  /// becomes `APIError.unhandledFeatureError(_:)`, never transport) — for a fake or a cached
  /// repository built on untyped reads (`CachedStub` in tests). Its values and timing are
  /// `read`'s.
  public init(classifying read: Observable<Sourced<Value>>) {
    observable = read.catch { error in throw RequestFailure<DomainError>(classifying: error) }
  }

  /// This read with each value transformed, its source kept; its failures unchanged.
  public func map<Other: Sendable>(
    _ transform: @escaping @Sendable (Value) -> Other
  ) -> SourcedRequest<Other, DomainError> {
    SourcedRequest<Other, DomainError>(
      classifying: observable.map { Sourced(value: transform($0.value), source: $0.source) })
  }
}
