import Dispatch
import Foundation

/// Something `TransferDeadlines` ends at its deadline: a running `SessionTransfer`, or a
/// `ConnectionGate.Ticket` still waiting for a connection.
protocol DeadlineBound: AnyObject, Sendable {
  /// This object's place in the heap, `-1` when not in it. Guarded by the `TransferDeadlines`
  /// lock.
  var deadlineSlot: Int { get set }
  /// The deadline passed: end with a timeout. Called outside the `TransferDeadlines` lock.
  func expire()
}

/// The deadlines of every running transfer of one `DefaultNetworkSession`, behind a single
/// dispatch timer: a transfer still running (or still waiting for a connection) at its deadline
/// is ended with `.transport(.timedOut(_:))`.
///
/// A min-heap ordered by deadline, each transfer knowing its slot, so that adding and removing
/// cost O(log n) under one lock, with no timer created per request. The timer is armed for the
/// earliest deadline only when a new one comes before the time it is armed for; a removal never
/// re-arms it (when it fires early for a transfer that already finished, it finds nothing due and
/// is armed for the next deadline). With requests that all get the same timeout, each one
/// costs a heap push and a removal, and the timer fires about once per timeout.
///
/// Threading: thread-safe (`NSLock`, never held while calling out); the timer's handler runs on
/// a global queue and expires transfers outside the lock.
final class TransferDeadlines: @unchecked Sendable {  // mutable fields guarded by `lock`
  private struct Entry {
    let deadline: ContinuousClock.Instant
    let transfer: any DeadlineBound
  }

  private let lock = NSLock()
  private var heap: [Entry] = []
  /// When the timer fires next; `nil` when it is not armed.
  private var armedFor: ContinuousClock.Instant?
  private let timer: any DispatchSourceTimer

  init() {
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { [weak self] in self?.fire() }
    timer.activate()
  }

  deinit {
    timer.cancel()
  }

  /// How many transfers have a deadline pending (for tests).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return heap.count
  }

  /// Calls `transfer.expire()` at `deadline` unless it is removed first.
  func insert(_ transfer: any DeadlineBound, at deadline: ContinuousClock.Instant) {
    lock.lock()
    transfer.deadlineSlot = heap.count
    heap.append(Entry(deadline: deadline, transfer: transfer))
    siftUp(heap.count - 1)
    if armedFor.map({ deadline < $0 }) ?? true { arm(for: deadline) }
    lock.unlock()
  }

  /// Forgets `transfer`'s deadline (it finished); nothing when it has none.
  func remove(_ transfer: any DeadlineBound) {
    lock.lock()
    let slot = transfer.deadlineSlot
    if slot >= 0 {
      transfer.deadlineSlot = -1
      let last = heap.removeLast()
      if slot < heap.count {
        heap[slot] = last
        last.transfer.deadlineSlot = slot
        siftDown(siftUp(slot))
      }
    }
    lock.unlock()
  }

  private func fire() {
    let now = ContinuousClock.now
    var due: [any DeadlineBound] = []
    lock.lock()
    armedFor = nil
    while let first = heap.first, first.deadline <= now {
      due.append(first.transfer)
      first.transfer.deadlineSlot = -1
      let last = heap.removeLast()
      if !heap.isEmpty {
        heap[0] = last
        last.transfer.deadlineSlot = 0
        siftDown(0)
      }
    }
    if let next = heap.first { arm(for: next.deadline) }
    lock.unlock()
    for transfer in due { transfer.expire() }
  }

  /// Called under `lock`: scheduling a source only registers it.
  private func arm(for deadline: ContinuousClock.Instant) {
    armedFor = deadline
    let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
    let nanoseconds =
      seconds < 0 ? 0 : Int(min(seconds, 1 << 32) * 1_000_000_000 + attoseconds / 1_000_000_000)
    timer.schedule(deadline: .now() + .nanoseconds(nanoseconds))
  }

  /// Moves the entry at `index` up to its place; returns where it ended.
  @discardableResult
  private func siftUp(_ index: Int) -> Int {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].deadline < heap[parent].deadline else { break }
      swapAt(child, parent)
      child = parent
    }
    return child
  }

  private func siftDown(_ index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      let right = left + 1
      let smaller =
        right < heap.count && heap[right].deadline < heap[left].deadline ? right : left
      guard heap[smaller].deadline < heap[parent].deadline else { return }
      swapAt(parent, smaller)
      parent = smaller
    }
  }

  private func swapAt(_ first: Int, _ second: Int) {
    heap.swapAt(first, second)
    heap[first].transfer.deadlineSlot = first
    heap[second].transfer.deadlineSlot = second
  }
}
