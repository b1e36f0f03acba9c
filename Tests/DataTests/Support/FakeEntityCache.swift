import CleanDomain
import Foundation

/// An `EntityCache` in a dictionary that records every write, for the cached repository's
/// tests.
final class FakeEntityCache<Key: Hashable & Sendable, Value: Sendable>: EntityCache,
  @unchecked Sendable  // state guarded by `lock`
{
  private let lock = NSLock()
  private var values: [Key: Value]
  private var recordedWrites: [Key] = []

  init(_ values: [Key: Value] = [:]) {
    self.values = values
  }

  /// The keys written, in order.
  var writes: [Key] { lock.withLock { recordedWrites } }

  func value(for key: Key) -> Value? { lock.withLock { values[key] } }

  func store(_ value: Value, for key: Key) {
    lock.withLock {
      values[key] = value
      recordedWrites.append(key)
    }
  }
}
