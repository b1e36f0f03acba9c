import CleanDomain
import CleanReactive

/// The read every cached repository makes: the copy in a cache at once, then the network's
/// answer, which replaces the copy.
///
/// An app on CleanStore's `ServerStack` makes this read in one line over the stack's store and
/// network, `server.read(endpoint, storedAs: "tournament", key: id)` (or `page: request`); this
/// is the piece for an app wired otherwise — a cache of its own, a network read that is not
/// one endpoint, a test's fake cache.
///
/// Threading: the cache is read on the subscribing thread, as the subscription starts; the
/// network's value is stored and emitted on the network's thread. Errors: a network failure
/// ends the sequence with that error after the cached copy (if any) was emitted, so a screen
/// keeps the copy and shows the failure once; the cache never fails (see `EntityCache`).
///
/// Each read takes the cache as its own type (`InMemoryEntityCache`, CleanStore's
/// `StoredEntityCache`) or as the existential a type keeps it in,
/// `any EntityCache<Key, Value>` — a use case's `let pages: any EntityCache<PageRequest<Unfiltered>,
/// Page<Tournament>>` — with the same behaviour; the key and the network's value must be the
/// cache's `Key` and `Value` either way (constrained existentials are available from the
/// package's floor, iOS 16 and macOS 13, on).
public enum CacheThenNetwork {
  /// Emits `cache`'s value for `key` (source `.cache`) when it has one, then `network`'s
  /// answer (source `.network`) after storing it under `key`, then completes.
  public static func read<Cache: EntityCache>(
    _ key: Cache.Key, from cache: Cache, network: Single<Cache.Value>
  ) -> Observable<Sourced<Cache.Value>> {
    cached(key, from: cache, network: network)
  }

  /// `read(_:from:network:)` over a cache a type keeps as `any EntityCache<Key, Value>`.
  public static func read<Key, Value>(
    _ key: Key, from cache: any EntityCache<Key, Value>, network: Single<Value>
  ) -> Observable<Sourced<Value>> {
    cached(key, from: cache, network: network)
  }

  /// The read of every overload: the existential ones open their cache here (a call that is
  /// not inside a closure, where the compiler opens an existential argument).
  private static func cached<Cache: EntityCache>(
    _ key: Cache.Key, from cache: Cache, network: Single<Cache.Value>
  ) -> Observable<Sourced<Cache.Value>> {
    let fresh = network.asObservable()
      .do(onNext: { value in cache.store(value, for: key) })
      .map { Sourced(value: $0, source: .network) }
    return Observable.deferred {
      guard let copy = cache.value(for: key) else { return fresh }
      return fresh.startWith(Sourced(value: copy, source: .cache))
    }
  }
}

extension CacheThenNetwork {
  /// `read(_:from:network:)` over a typed request: the copy `cache` keeps for `key` (source
  /// `.cache`), then `network`'s answer (source `.network`) after storing it under `key`; a
  /// failure is `network`'s `RequestFailure<DomainError>`, unchanged, after the copy, and
  /// stores nothing. The result's type carries `DomainError` on to the screen.
  public static func read<Cache: EntityCache, DomainError>(
    _ key: Cache.Key, from cache: Cache, network: TypedRequest<Cache.Value, DomainError>
  ) -> SourcedRequest<Cache.Value, DomainError> {
    SourcedRequest(classifying: cached(key, from: cache, network: network.single))
  }

  /// `read(_:from:network:)` over a typed request and a cache a type keeps as
  /// `any EntityCache<Key, Value>`: the same read, the same failure, the same result type.
  public static func read<Key, Value, DomainError>(
    _ key: Key, from cache: any EntityCache<Key, Value>,
    network: TypedRequest<Value, DomainError>
  ) -> SourcedRequest<Value, DomainError> {
    SourcedRequest(classifying: cached(key, from: cache, network: network.single))
  }

  /// The cached read of every key, built once from a cache and the network's read: for each
  /// key, `read(_:from:network:)` of `network(key)`. What replaces a hand-written
  /// cache-then-network decorator and its second repository protocol: a use case takes this
  /// function, and the composition root builds it.
  ///
  /// ```swift
  /// //# struct Tournament: Sendable { let id: Int }
  /// //# enum TournamentError: Error, Sendable { case closed }
  /// //# let network: @Sendable (Int) -> TypedRequest<Tournament, TournamentError> = { _ in
  /// //#   TypedRequest(classifying: .never())
  /// //# }
  /// let cache = InMemoryEntityCache<Int, Tournament>()
  /// let tournament = CacheThenNetwork.reading(from: cache, network: network)
  /// let read: SourcedRequest<Tournament, TournamentError> = tournament(7)
  /// ```
  ///
  /// Threading and errors: those of `read(_:from:network:)`; the function is `Sendable` and
  /// calls `network` once per read it builds.
  public static func reading<Cache: EntityCache, DomainError>(
    from cache: Cache,
    network: @escaping @Sendable (Cache.Key) -> TypedRequest<Cache.Value, DomainError>
  ) -> @Sendable (Cache.Key) -> SourcedRequest<Cache.Value, DomainError> {
    { key in read(key, from: cache, network: network(key)) }
  }

  /// `reading(from:network:)` over a cache a type keeps as `any EntityCache<Key, Value>`: for
  /// each key, `read(_:from:network:)` of `network(key)`.
  ///
  /// ```swift
  /// //# struct Tournament: Sendable { let id: Int }
  /// //# enum TournamentError: Error, Sendable { case closed }
  /// struct TournamentRepository: Sendable {
  ///   let cache: any EntityCache<Int, Tournament>
  ///   let network: @Sendable (Int) -> TypedRequest<Tournament, TournamentError>
  ///
  ///   var tournament: @Sendable (Int) -> SourcedRequest<Tournament, TournamentError> {
  ///     CacheThenNetwork.reading(from: cache, network: network)
  ///   }
  /// }
  /// ```
  ///
  /// Threading and errors: those of `read(_:from:network:)`; the function is `Sendable` and
  /// calls `network` once per read it builds.
  public static func reading<Key, Value, DomainError>(
    from cache: any EntityCache<Key, Value>,
    network: @escaping @Sendable (Key) -> TypedRequest<Value, DomainError>
  ) -> @Sendable (Key) -> SourcedRequest<Value, DomainError> {
    { key in read(key, from: cache, network: network(key)) }
  }
}
