import CleanPrimitives
import CleanReactive
import Dispatch

/// Collects the events of one blocking read and signals `done` once, when the sequence ends or
/// `limit` elements have arrived. Thread-safe: events may arrive on any thread.
final class BlockingCollector<Element>: @unchecked Sendable {
  private struct State {
    var elements: [Element] = []
    var error: (any Error)?
    var isDone = false
  }

  private let state = Locked(UncheckedSendable(State()))
  private let limit: Int?
  let done = DispatchSemaphore(value: 0)

  init(limit: Int?) {
    self.limit = limit
  }

  func on(_ event: Event<Element>) {
    let signals: Bool = state.withLock { box in
      if box.value.isDone { return false }
      switch event {
      case .next(let element):
        box.value.elements.append(element)
        guard let limit, box.value.elements.count >= limit else { return false }
      case .error(let error):
        box.value.error = error
      case .completed:
        break
      }
      box.value.isDone = true
      return true
    }
    if signals { done.signal() }
  }

  /// What was collected so far (read after `done` or after a timeout).
  var result: ([Element], (any Error)?) {
    state.withLock { ($0.value.elements, $0.value.error) }
  }
}
