import Dispatch
import Foundation

/// The delegate queue of `DefaultNetworkSession`: an `OperationQueue` whose block operations —
/// the only kind URLSession adds to its delegate queue — run in order on one serial
/// `DispatchQueue`, without an `Operation` each, and whose backlog is bounded.
///
/// FoundationNetworking hands every delegate callback to `addOperation(_:)`. The stock queue
/// wraps each in a `BlockOperation` with its own work item, state machine, locks and a second
/// scheduling pass; a data task with a delegate makes at least three such callbacks per request
/// (response, data, completion) where a completion-handler task makes one. On the serial
/// dispatch queue the order is the same — first in, first run, one at a time — at the cost of
/// one `async`. Any other use of the queue (an `Operation` added directly) keeps
/// `OperationQueue`'s own behaviour.
///
/// **Backpressure.** URLSession adds a block per body chunk from its own work queue, which also
/// reads the sockets; nothing else slows it down, so a server that sends faster than the
/// callbacks run (a gzip bomb inflates 16 KiB chunks as fast as libcurl can) would pile chunks
/// up here, past any response size cap. So at most `backlogLimit` blocks wait at a time: a
/// caller that finds the backlog full waits for a slot — which pauses that session's socket
/// reads until the callbacks catch up — but never longer than `longestWait` (after which the
/// block is queued anyway), and never when it is a block on this queue adding another, so the
/// wait can slow a transfer but cannot deadlock one.
///
/// Threading: thread-safe; blocks run one at a time, in the order they were added.
final class SerialDelegateQueue: OperationQueue, @unchecked Sendable {  // fields are immutable
  /// 256 blocks: 16 requests in flight make 48 at most (three each), and 256 body chunks of
  /// 16 KiB are 4 MiB.
  static let defaultBacklogLimit = 256

  private let queue: DispatchQueue
  private let slots: DispatchSemaphore
  private let longestWait: DispatchTimeInterval
  private let onQueue = DispatchSpecificKey<Void>()

  init(
    label: String, backlogLimit: Int = defaultBacklogLimit,
    longestWait: DispatchTimeInterval = .milliseconds(250)
  ) {
    queue = DispatchQueue(label: label)
    slots = DispatchSemaphore(value: backlogLimit)
    self.longestWait = longestWait
    super.init()
    queue.setSpecific(key: onQueue, value: ())
    name = label
    maxConcurrentOperationCount = 1
  }

  override func addOperation(_ block: @escaping @Sendable () -> Void) {
    let holdsSlot =
      DispatchQueue.getSpecific(key: onQueue) == nil
      && slots.wait(timeout: .now() + longestWait) == .success
    guard holdsSlot else {
      queue.async(execute: block)
      return
    }
    queue.async { [slots] in
      block()
      slots.signal()
    }
  }
}
