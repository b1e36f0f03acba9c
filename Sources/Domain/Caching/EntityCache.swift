/// A place that keeps the last answer for a key, so it can be shown before the network
/// answers. The Domain sees this protocol only; a local store implements it (CleanStore's
/// `StoredEntityCache`), and tests use a fake.
///
/// Threading: implementations are thread-safe; calls may come from any thread and return
/// synchronously. Errors: none reach the caller — a cache that cannot read answers `nil` (a
/// miss) and one that cannot write keeps nothing; an implementation reports its own failures.
public protocol EntityCache<Key, Value>: Sendable {
  /// What a value is filed under (e.g. a user id, or a query and a page).
  associatedtype Key: Hashable & Sendable
  /// The value kept.
  associatedtype Value: Sendable

  /// The value kept under `key`, or `nil` when there is none.
  func value(for key: Key) -> Value?
  /// Keeps `value` under `key`, replacing what was there.
  func store(_ value: Value, for key: Key)
}
