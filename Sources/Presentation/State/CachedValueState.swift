import CleanDomain

/// Everything a single-value screen shows (a profile, a detail), as one value: the value with
/// where it came from, whether a request is loading, and how the latest request failed.
/// `CachedValue` emits it whole, so its fields never disagree: a state with `isLoading == false`
/// already holds what that request loaded (or its `lastError`).
///
/// Invariants, for every state `CachedValue` emits: `isLoading` and `lastError` are never both
/// set (a new request clears the last error); `value` is `nil` only before the first value.
///
/// Threading: an immutable `Sendable` value.
public struct CachedValueState<Value: Sendable, FeatureError: Error & Sendable>: Sendable {
  /// The value shown, with its source (`.cache`: a stored copy the server's answer has not
  /// replaced); `nil` before the first.
  public let value: Sourced<Value>?
  /// Whether a request is in flight.
  public let isLoading: Bool
  /// How the latest request failed (never a cancellation); `nil` once another request starts.
  /// State for the screen to show: the one-shot alert is `CachedValue`'s `networkError` or
  /// `featureError`, fired right after the state that carries it.
  public let lastError: RequestFailure<FeatureError>?

  /// A state with these fields, as they are.
  public init(value: Sourced<Value>?, isLoading: Bool, lastError: RequestFailure<FeatureError>?) {
    self.value = value
    self.isLoading = isLoading
    self.lastError = lastError
  }

  /// Nothing loaded, nothing loading.
  public static var initial: CachedValueState {
    CachedValueState(value: nil, isLoading: false, lastError: nil)
  }
}

extension CachedValueState: Equatable where Value: Equatable, FeatureError: Equatable {}
