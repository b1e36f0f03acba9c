import CleanDomain
import CleanReactive

/// The read every cached repository makes: the copy in a cache at once, then the network's
/// answer, which replaces the copy.
///
/// Threading: the cache is read on the subscribing thread, as the subscription starts; the
/// network's value is stored and emitted on the network's thread. Errors: a network failure
/// ends the sequence with that error after the cached copy (if any) was emitted, so a screen
/// keeps the copy and shows the failure once; the cache never fails (see `EntityCache`).
public enum CacheThenNetwork {
  /// Emits `cache`'s value for `key` (source `.cache`) when it has one, then `network`'s
  /// answer (source `.network`) after storing it under `key`, then completes.
  public static func read<Cache: EntityCache>(
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
