import CleanDomain
import CleanPresentation

/// What a `CachedValue` showed, in the order it was delivered: its states and its error events,
/// as `CachedValue.recordUntilSettled(_:)` records them.
///
/// Threading: an immutable `Sendable` value.
public struct CachedValueRecording<Value: Sendable, FeatureError: Error & Sendable>: Sendable {
  /// One thing the block showed.
  public enum Event: Sendable {
    /// A state (`CachedValue.state`).
    case state(CachedValueState<Value, FeatureError>)
    /// A generic alert (`CachedValue.networkError`).
    case networkError(APIError)
    /// The feature's own error (`CachedValue.featureError`).
    case featureError(FeatureError)
  }

  /// Everything shown, in delivery order (the first is the state replayed at subscription).
  public let events: [Event]

  /// A recording of `events`, as they are.
  public init(events: [Event]) {
    self.events = events
  }

  /// The states shown, in order.
  public var states: [CachedValueState<Value, FeatureError>] {
    events.compactMap { if case .state(let state) = $0 { state } else { nil } }
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

extension CachedValueRecording.Event: Equatable where Value: Equatable, FeatureError: Equatable {}
