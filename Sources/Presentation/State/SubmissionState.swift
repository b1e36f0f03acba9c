import CleanDomain

/// Everything a screen with one write shows (a "send", "join", "pay" button), as one value:
/// whether a write is in flight, the value of the last write that succeeded, and how the latest
/// write ended when it did not succeed. `Submission` emits it whole, so its fields never
/// disagree: a state with `isSubmitting == false` already holds what that write produced (its
/// `value`, its `lastError`, or its `lastCancellation`).
///
/// Invariants, for every state `Submission` emits: while `isSubmitting`, `lastError` and
/// `lastCancellation` are `nil` (a new write clears them); `lastError` and `lastCancellation`
/// are never both set.
///
/// Threading: an immutable `Sendable` value.
public struct SubmissionState<Value: Sendable, FeatureError: Error & Sendable>: Sendable {
  /// Whether a write is in flight (a trigger now is ignored).
  public let isSubmitting: Bool
  /// The value of the last write that succeeded; `nil` before the first. A later write that
  /// fails or is cancelled keeps it.
  public let value: Value?
  /// How the latest write failed (never a cancellation); `nil` once another write starts.
  /// State for the screen to show: the one-shot alert is `Submission`'s `networkError` or
  /// `featureError`, fired right after the state that carries it.
  public let lastError: RequestFailure<FeatureError>?
  /// How far the latest write got when it was cancelled (by the network stack or the session,
  /// never by `Submission`); `nil` unless it was, and once another write starts. A cancellation
  /// fires no event, but it is not "nothing happened": `.outcomeUnknown` says the write may have
  /// reached the server and taken effect — read the server's state before sending it again
  /// (see `RequestDelivery`); only `.notSent` says it took no effect.
  public let lastCancellation: RequestDelivery?

  /// A state with these fields, as they are.
  public init(
    isSubmitting: Bool, value: Value?, lastError: RequestFailure<FeatureError>?,
    lastCancellation: RequestDelivery? = nil
  ) {
    self.isSubmitting = isSubmitting
    self.value = value
    self.lastError = lastError
    self.lastCancellation = lastCancellation
  }

  /// Nothing written, nothing in flight.
  public static var initial: SubmissionState {
    SubmissionState(isSubmitting: false, value: nil, lastError: nil)
  }
}

extension SubmissionState: Equatable where Value: Equatable, FeatureError: Equatable {}
