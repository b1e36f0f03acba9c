/// Errors the kernel's operators produce themselves (RxSwift's `RxError`).
public enum ReactiveError: Error, Equatable, Sendable {
  /// `timeout(_:scheduler:)`: no element arrived within the allowed time.
  case timeout
  /// `interval(_:scheduler:)` was given a period that is not positive.
  case nonPositivePeriod
  /// `single()` / `single(_:)`: the source completed without an (accepted) element.
  case noElements
  /// `single()` / `single(_:)`: the source sent a second (accepted) element.
  case moreThanOneElement
  /// `element(at:)`: the source completed before the element at that index, or the index was
  /// negative.
  case argumentOutOfRange
}
