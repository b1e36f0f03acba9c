/// Errors the kernel's operators produce themselves (RxSwift's `RxError`).
public enum ReactiveError: Error, Equatable, Sendable {
  /// `timeout(_:scheduler:)`: no element arrived within the allowed time.
  case timeout
  /// `interval(_:scheduler:)` was given a period that is not positive.
  case nonPositivePeriod
}
