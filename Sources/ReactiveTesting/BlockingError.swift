/// Why a `BlockingObservable` could not produce the requested result.
public enum BlockingError: Error, Equatable, Sendable {
  /// The sequence did not finish within the timeout given to `toBlocking(timeout:)`.
  case timeout
  /// `single()` on a sequence that completed without an element.
  case noElements
  /// `single()` on a sequence that emitted more than one element.
  case moreThanOneElement
  /// The read was called from a Swift concurrency task (an `async` test, or a synchronous test
  /// that Swift Testing runs on the concurrency pool) and the sequence had not finished during
  /// subscription: blocking would hold a thread of the cooperative pool — the threads that
  /// `Single.fromAsync`, `Task`s and other tests' async work need — and can deadlock on a small
  /// machine. Nothing was waited for; the subscription was disposed. Await instead
  /// (`try await single.value`, `for try await element in observable.values`), or call
  /// `toBlocking` from a thread of your own.
  case wouldBlockConcurrencyPool
}
