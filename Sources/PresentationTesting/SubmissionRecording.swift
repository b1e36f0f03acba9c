import CleanDomain
import CleanPresentation

/// What a `Submission` showed, in the order it was delivered: its states and the events of its
/// writes' outcomes, as `Submission.recordUntilSettled(_:)` records them.
///
/// Threading: an immutable `Sendable` value.
public struct SubmissionRecording<Value: Sendable, FeatureError: Error & Sendable>: Sendable {
  /// One thing the block showed.
  public enum Event: Sendable {
    /// A state (`Submission.Output.state`).
    case state(SubmissionState<Value, FeatureError>)
    /// A write succeeded, with its value (`Submission.Output.succeeded`).
    case succeeded(Value)
    /// A generic alert (`Submission.Output.networkError`).
    case networkError(APIError)
    /// The feature's own error (`Submission.Output.featureError`).
    case featureError(FeatureError)
  }

  /// Everything shown, in delivery order (the first is the state replayed at subscription).
  public let events: [Event]

  /// A recording of `events`, as they are.
  public init(events: [Event]) {
    self.events = events
  }

  /// The states shown, in order.
  public var states: [SubmissionState<Value, FeatureError>] {
    events.compactMap { if case .state(let state) = $0 { state } else { nil } }
  }

  /// The values of the writes that succeeded, in order.
  public var succeeded: [Value] {
    events.compactMap { if case .succeeded(let value) = $0 { value } else { nil } }
  }

  /// The generic alerts fired, in order.
  public var networkErrors: [APIError] {
    events.compactMap { if case .networkError(let error) = $0 { error } else { nil } }
  }

  /// The feature's own errors fired, in order.
  public var featureErrors: [FeatureError] {
    events.compactMap { if case .featureError(let error) = $0 { error } else { nil } }
  }
}

extension SubmissionRecording.Event: Equatable where Value: Equatable, FeatureError: Equatable {}
