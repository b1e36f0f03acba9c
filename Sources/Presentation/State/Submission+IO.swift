import CleanDomain
import CleanReactive
import CleanReactiveUI

extension Submission {
  /// What a screen with one write sends. Feed a relay: a trigger stream that fails or completes
  /// ends only itself (see `Submission`).
  public struct Input: Sendable {
    /// Send the write for this payload (a tap); ignored while a write is in flight.
    public let submit: Observable<Payload>

    /// The screen's trigger.
    public init(submit: Observable<Payload>) {
      self.submit = submit
    }
  }

  /// What a screen with one write shows. The Driver is state (replays the latest value); the
  /// Signals are events (no replay; the same outcome twice fires twice). Each write that ends
  /// fires at most one of the three Signals (a cancellation none), once, after the state that
  /// carries its outcome.
  public struct Output: Sendable {
    /// State: in flight, the last value, the last failure or cancellation — as one value.
    public let state: Driver<State>
    /// Event: a write succeeded, with its value.
    public let succeeded: Signal<Value>
    /// Event: a generic failure (never a cancellation), for the generic alert.
    public let networkError: Signal<APIError>
    /// Event: the feature's own failure, for its own message.
    public let featureError: Signal<FeatureError>

    /// Every output, as a fake or a view test builds it.
    public init(
      state: Driver<State>, succeeded: Signal<Value>, networkError: Signal<APIError>,
      featureError: Signal<FeatureError>
    ) {
      self.state = state
      self.succeeded = succeeded
      self.networkError = networkError
      self.featureError = featureError
    }
  }
}
