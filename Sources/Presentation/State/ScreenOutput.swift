import CleanDomain
import CleanReactiveUI

/// What a screen built on one of the kit's request blocks shows — a ``PagedList``'s or a
/// ``CachedValue``'s `Output`: its state as one value, and each failure as one event.
///
/// The Driver is state (replays the latest value); the Signals are events (no replay; the same
/// error twice fires twice). Each failure fires exactly one of the two Signals, once, after the
/// state whose `lastError` it is. Threading: the traits deliver on the main queue (or the mocked
/// `SharingScheduler`); none fails.
public struct ScreenOutput<State: Sendable, FeatureError: Error & Sendable>: Sendable {
  /// State: everything the screen shows — the value or items, source, loading, the last
  /// error — as one value.
  public let state: Driver<State>
  /// Event: a generic failure (never a cancellation), for the generic alert.
  public let networkError: Signal<APIError>
  /// Event: the feature's own failure, for its own message.
  public let featureError: Signal<FeatureError>

  /// Every output, as a fake or a view test builds it.
  public init(
    state: Driver<State>, networkError: Signal<APIError>, featureError: Signal<FeatureError>
  ) {
    self.state = state
    self.networkError = networkError
    self.featureError = featureError
  }
}
