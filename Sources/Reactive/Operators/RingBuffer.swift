/// Keeps the last `capacity` values appended (used by `takeLast`). Not thread-safe: owned by
/// one subscription whose events are serialized.
@usableFromInline
struct RingBuffer<Value> {
  @usableFromInline var storage: ContiguousArray<Value> = []
  @usableFromInline var head = 0
  @usableFromInline let capacity: Int

  @inlinable
  init(capacity: Int) { self.capacity = capacity }

  @inlinable
  mutating func append(_ value: Value) {
    guard capacity > 0 else { return }
    if storage.count < capacity {
      storage.append(value)
    } else {
      storage[head] = value
      head = (head + 1) % capacity
    }
  }

  /// The values held, oldest first.
  @inlinable
  var elements: ContiguousArray<Value> {
    guard head > 0 else { return storage }
    return ContiguousArray(storage[head...] + storage[..<head])
  }
}
