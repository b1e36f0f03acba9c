import CleanDomain
import CleanReactive
import CleanReactiveUI

extension CachedValue {
  /// What a single-value screen sends. Feed relays: they never fail.
  public struct Input: Sendable {
    /// Load the value (the screen appeared).
    public let load: Observable<Void>
    /// Load it again (a pull to refresh). The same intent as `load` — the newest wins, the one
    /// in flight is cancelled — on a stream of its own, so a screen need not merge the two.
    public let reload: Observable<Void>

    /// Bundles the screen's intents; a screen with no reload leaves it out.
    public init(load: Observable<Void>, reload: Observable<Void> = .never()) {
      self.load = load
      self.reload = reload
    }
  }

  /// What a single-value screen shows. The Driver is state (replays the latest value); the
  /// Signals are events (no replay; the same error twice fires twice). Each failure fires
  /// exactly one of the two Signals, once, after the state whose `lastError` it is.
  public struct Output: Sendable {
    /// State: the value with its source, loading and the last error, as one value.
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
}
