import CleanDomain
import CleanPresentation

/// What a `CachedValueWithSubmission` showed, in the order it was delivered: its states and
/// the events of both its requests, as `CachedValueWithSubmission.recordUntilSettled(_:)`
/// records them.
///
/// Threading: an immutable `Sendable` value.
public struct CachedValueWithSubmissionRecording<
  Value: Sendable, ReadError: Error & Sendable, WriteValue: Sendable, WriteError: Error & Sendable
>: Sendable {
  /// One thing the block showed.
  public enum Event: Sendable {
    /// A state, the read's and the write's (`CachedValueWithSubmission.Output.state`).
    case state(CachedValueWithSubmissionState<Value, ReadError, WriteValue, WriteError>)
    /// A write succeeded, with its value (`Output.succeeded`).
    case succeeded(WriteValue)
    /// Either request's generic alert (`Output.networkError`).
    case networkError(APIError)
    /// The read's own error (`Output.readError`).
    case readError(ReadError)
    /// The write's own error (`Output.writeError`).
    case writeError(WriteError)
  }

  /// Everything shown, in delivery order (the first is the state replayed at subscription).
  public let events: [Event]

  /// A recording of `events`, as they are.
  public init(events: [Event]) {
    self.events = events
  }

  /// The states shown, in order.
  public var states: [CachedValueWithSubmissionState<Value, ReadError, WriteValue, WriteError>] {
    events.compactMap { if case .state(let state) = $0 { state } else { nil } }
  }

  /// The values of the writes that succeeded, in order.
  public var succeeded: [WriteValue] {
    events.compactMap { if case .succeeded(let value) = $0 { value } else { nil } }
  }

  /// The generic alerts fired, in order, the read's and the write's.
  public var networkErrors: [APIError] {
    events.compactMap { if case .networkError(let error) = $0 { error } else { nil } }
  }

  /// The read's own errors fired, in order.
  public var readErrors: [ReadError] {
    events.compactMap { if case .readError(let error) = $0 { error } else { nil } }
  }

  /// The write's own errors fired, in order.
  public var writeErrors: [WriteError] {
    events.compactMap { if case .writeError(let error) = $0 { error } else { nil } }
  }
}

extension CachedValueWithSubmissionRecording.Event: Equatable
where Value: Equatable, ReadError: Equatable, WriteValue: Equatable, WriteError: Equatable {}
