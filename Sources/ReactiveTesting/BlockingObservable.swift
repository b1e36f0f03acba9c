import CleanReactive
import Dispatch

extension ObservableConvertibleType {
  /// Blocks the calling thread to read this sequence, for tests that cannot use virtual time
  /// (RxBlocking's `toBlocking`). With a `timeout`, a sequence that has not finished in time is
  /// disposed and the read fails with `BlockingError.timeout`; without one it waits forever.
  public func toBlocking(timeout: Duration? = nil) -> BlockingObservable<Element> {
    BlockingObservable(source: asObservable(), timeout: timeout)
  }
}

/// Reads a sequence by blocking the calling thread until it has what it needs.
///
/// Threading: the source may emit on any thread, synchronously during subscription included;
/// never block a thread the source needs to emit on (the main queue, or a serial queue you are
/// on), or the read can only end by timeout; and do not wait on a thread of Swift concurrency's
/// cooperative pool (where Swift Testing runs tests), whose few threads every other task needs —
/// block a thread of your own instead. Error contract: the source's error is thrown; a
/// timeout throws `BlockingError.timeout`. The subscription is disposed as soon as the result
/// is known (after the first element for `first()`, the second for `single()`).
public struct BlockingObservable<Element>: Sendable {
  let source: Observable<Element>
  let timeout: Duration?

  /// The first element, or `nil` if the sequence completes empty.
  public func first() throws -> Element? {
    let result = run(stopAfter: 1)
    if let error = result.error, result.elements.isEmpty { throw error }
    return result.elements.first
  }

  /// The last element, or `nil` if the sequence completes empty.
  public func last() throws -> Element? {
    let result = run(stopAfter: nil)
    if let error = result.error { throw error }
    return result.elements.last
  }

  /// Every element, once the sequence completes.
  public func toArray() throws -> [Element] {
    let result = run(stopAfter: nil)
    if let error = result.error { throw error }
    return result.elements
  }

  /// The only element; throws `BlockingError.noElements` or `.moreThanOneElement` otherwise.
  public func single() throws -> Element {
    let result = run(stopAfter: 2)
    if let error = result.error { throw error }
    switch result.elements.count {
    case 0: throw BlockingError.noElements
    case 1: return result.elements[0]
    default: throw BlockingError.moreThanOneElement
    }
  }

  /// Every element and how the sequence ended; never throws.
  public func materialize() -> MaterializedSequenceResult<Element> {
    let result = run(stopAfter: nil)
    if let error = result.error {
      return .failed(elements: result.elements, error: error)
    }
    return .completed(elements: result.elements)
  }

  private func run(stopAfter limit: Int?) -> (elements: [Element], error: (any Error)?) {
    let collector = BlockingCollector<Element>(limit: limit)
    let subscription = source.subscribe(AnyObserver { collector.on($0) })
    let finished: Bool
    if let timeout {
      finished =
        collector.done.wait(timeout: .now() + .nanoseconds(nanoseconds(timeout))) == .success
    } else {
      collector.done.wait()
      finished = true
    }
    subscription.dispose()
    let (elements, error) = collector.result
    return (elements, finished ? error : BlockingError.timeout)
  }

  private func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let total = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if total.overflow { return .max }
    return Int(total.partialValue + attoseconds / 1_000_000_000)
  }
}
