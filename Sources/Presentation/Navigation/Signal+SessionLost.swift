import CleanDomain
import CleanReactive
import CleanReactiveUI

extension SharedSequence where Element == APIError, Strategy == SignalSharingStrategy {
  /// Route: the failures that mean the session is lost — `.unauthorized`, which reaches a
  /// screen only when no refresh could recover it (the Data layer has then cleared the session).
  /// Fires once per such failure; the alert itself stays on the error output.
  public var sessionLost: Signal<Void> {
    filter { if case .unauthorized = $0 { true } else { false } }.map { _ in () }
  }
}
