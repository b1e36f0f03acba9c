/// Why a `BlockingObservable` could not produce the requested result.
public enum BlockingError: Error, Equatable, Sendable {
  /// The sequence did not finish within the timeout given to `toBlocking(timeout:)`.
  case timeout
  /// `single()` on a sequence that completed without an element.
  case noElements
  /// `single()` on a sequence that emitted more than one element.
  case moreThanOneElement
}
