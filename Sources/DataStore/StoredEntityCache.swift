import CleanDomain
import Foundation

/// An `EntityCache` (CleanDomain) in a ``ResponseCache``: what a cached repository of the Data
/// layer reads and writes, kept on disk per server origin.
///
/// Each value is stored as the bytes `encode` makes, under the ``CacheKey`` `key` makes (give
/// each kind of value a prefix of its own, e.g. `"match/7"`), and read back with `decode`.
///
/// Threading: thread-safe (see ``ResponseCache``). Errors: the protocol's methods cannot
/// throw, so every failure — the store's ``StoreError``, or `encode`/`decode` throwing — goes
/// to `onFailure` (print it on standard error); a failed read is a miss, a failed write keeps
/// nothing.
public struct StoredEntityCache<Key: Hashable & Sendable, Value: Sendable>: EntityCache {
  private let cache: ResponseCache
  private let key: @Sendable (Key) -> CacheKey
  private let encode: @Sendable (Value) throws -> Data
  private let decode: @Sendable (Data) throws -> Value
  private let onFailure: @Sendable (any Error) -> Void

  /// Values in `cache`, filed under `key(k)`, stored as `encode` makes them and read back
  /// with `decode`; failures go to `onFailure`.
  public init(
    cache: ResponseCache, key: @escaping @Sendable (Key) -> CacheKey,
    encode: @escaping @Sendable (Value) throws -> Data,
    decode: @escaping @Sendable (Data) throws -> Value,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) {
    self.cache = cache
    self.key = key
    self.encode = encode
    self.decode = decode
    self.onFailure = onFailure
  }

  /// The value stored under `key`, or `nil` when there is none or it cannot be read.
  public func value(for key: Key) -> Value? {
    do {
      guard let stored = try cache.response(for: self.key(key)) else { return nil }
      return try decode(stored.body)
    } catch {
      onFailure(error)
      return nil
    }
  }

  /// Stores `value` under `key`, in one transaction.
  public func store(_ value: Value, for key: Key) {
    do {
      try cache.store(try encode(value), for: self.key(key))
    } catch {
      onFailure(error)
    }
  }
}
