import CleanDomain
import CleanPrimitives

/// An `EntityCache` in memory, guarded by a lock: what a run without a store keeps its
/// stored copies in, so a second read of the same key in the same run shows the copy first.
///
/// Unbounded: it keeps every value until it is deallocated, so it suits a process that ends
/// (a command-line run) or a screen's lifetime, not a long-running app (use a store there,
/// e.g. CleanStore's `StoredEntityCache`).
///
/// Threading: thread-safe; calls may come from any thread. Errors: none.
public final class InMemoryEntityCache<Key: Hashable & Sendable, Value: Sendable>: EntityCache {
  private let values: Locked<[Key: Value]>

  /// A cache holding nothing.
  public init() {
    values = Locked([:])
  }

  /// The value kept under `key`, or `nil` when there is none.
  public func value(for key: Key) -> Value? {
    values.withLock { $0[key] }
  }

  /// Keeps `value` under `key`, replacing what was there.
  public func store(_ value: Value, for key: Key) {
    values.withLock { $0[key] = value }
  }
}
