import CleanPrimitives

/// Runs an operator's event processing one item at a time, with no lock held while an item is
/// processed (so processing may call downstream observers, dispose sources, or be re-entered).
///
/// Contract: `submit` either processes the item at once on the calling thread (when nothing
/// else is being processed: one compare-and-exchange, no lock) or queues it for the thread that
/// is processing, which runs it right after its current item, before returning. Items from one
/// thread are processed in the order they were submitted; processing is never concurrent nor
/// re-entered, so the state it touches needs no lock. A re-entrant `submit` (from inside
/// processing) is queued, never nested.
///
/// Cost: uncontended, two atomic read-modify-writes per item; the queue's lock is taken only
/// when another item is being processed. `Serializer` is the variant for operators that decide
/// under a lock and only deliver through the queue.
@usableFromInline
final class SerialDrain<Item>: @unchecked Sendable {
  // The first stored property: reached only through `pending` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var pendingWord: Int = 0
  /// Items submitted but not yet processed. The submitter that moves it from 0 processes.
  @inlinable var pending: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }
  @usableFromInline let queue = Locked<ContiguousArray<Item>>([])

  @inlinable
  init() {
    checkFirstStoredProperty(&pendingWord, of: self)
  }

  /// Processes `item` with `process` now, or queues it for the thread that is processing.
  /// Every submitter must pass the same processing logic: the draining thread runs queued items
  /// with its own `process`.
  @inlinable
  func submit(_ item: Item, _ process: (Item) -> Void) {
    guard tryEnter() || enqueueOrEnter(item) else { return }
    process(item)
    leave(process)
  }

  /// Starts processing when nothing else is: `true` means the caller must now process its item
  /// and then call `leave`. The lock-free fast path of `submit`, for callers that can process
  /// their item without building an `Item`.
  @inlinable
  func tryEnter() -> Bool {
    pending.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
  }

  /// Queues `item` for the thread that is processing, unless that thread has just finished:
  /// then returns `true`, and the caller must process `item` itself and then call `leave`.
  @inlinable
  func enqueueOrEnter(_ item: Item) -> Bool {
    // Counting and queueing happen in one critical section, so a drainer that sees a non-zero
    // count finds the item in the queue once it takes the lock.
    queue.withLock { queue -> Bool in
      if pending.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 { return true }
      queue.append(item)
      return false
    }
  }

  /// Ends the caller's processing: first processes, with `process`, every item queued meanwhile.
  @inlinable
  func leave(_ process: (Item) -> Void) {
    var processed = 1
    while pending.wrappingSubtract(processed, ordering: .acquiringAndReleasing).newValue != 0 {
      let batch = queue.withLock { queue -> ContiguousArray<Item> in
        var batch = ContiguousArray<Item>()
        swap(&batch, &queue)
        return batch
      }
      for item in batch { process(item) }
      processed = batch.count
    }
  }
}
