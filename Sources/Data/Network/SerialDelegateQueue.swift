import Dispatch
import Foundation

/// The delegate queue of `DefaultNetworkSession`: an `OperationQueue` whose block operations —
/// the only kind URLSession adds to its delegate queue — run in order on one serial
/// `DispatchQueue`, without an `Operation` each.
///
/// FoundationNetworking hands every delegate callback to `addOperation(_:)`. The stock queue
/// wraps each in a `BlockOperation` with its own work item, state machine, locks and a second
/// scheduling pass; a data task with a delegate makes at least three such callbacks per request
/// (response, data, completion) where a completion-handler task makes one. On the serial
/// dispatch queue the order is the same — first in, first run, one at a time — at the cost of
/// one `async`. Any other use of the queue (an `Operation` added directly) keeps
/// `OperationQueue`'s own behaviour.
///
/// Threading: thread-safe; blocks run one at a time, in the order they were added.
final class SerialDelegateQueue: OperationQueue, @unchecked Sendable {  // `queue` is immutable
  private let queue: DispatchQueue

  init(label: String) {
    queue = DispatchQueue(label: label)
    super.init()
    name = label
    maxConcurrentOperationCount = 1
  }

  override func addOperation(_ block: @escaping @Sendable () -> Void) {
    queue.async(execute: block)
  }
}
