import CleanDomain
import CleanReactive

/// The decisions of a screen's one write, as a value: the state shown and which write is in
/// flight. `Submission`'s core, and the write of `CachedValueWithSubmission`'s, so both keep
/// exactly the rules `Submission` states (a trigger while a write is in flight is ignored; a
/// cancellation is no failure and says how far the write got).
///
/// Threading: a value, mutated under its `SerialStore`'s lock only. Errors: a failure is
/// classified by `RequestFailure<FeatureError>(classifying:)`; a write that completes with no
/// value fails with `SingleError.noElements`. Lifetime: none of its own.
struct SubmissionCore<Value: Sendable, FeatureError: Error & Sendable>: Sendable {
  typealias State = SubmissionState<Value, FeatureError>
  /// How a write ended, when it fires an event: its value, or its failure.
  typealias Outcome = Result<Value, RequestFailure<FeatureError>>

  /// What the screen shows.
  private(set) var state = State.initial
  private var writes = 0
  private var inFlight: Int?

  /// Whether a write is in flight (sent, not yet answered).
  var hasWriteInFlight: Bool { inFlight != nil }

  /// Starts a write, returning its token; `nil` (nothing changes) while one is in flight.
  mutating func start() -> Int? {
    guard inFlight == nil else { return nil }
    writes += 1
    inFlight = writes
    state = State(isSubmitting: true, value: state.value, lastError: nil)
    return writes
  }

  /// Applies an answer of write `token`; `nil` when it changes nothing (its completion after
  /// its value), else the outcomes to report (none for a cancellation).
  mutating func receive(_ event: Event<Value>, for token: Int) -> [Outcome]? {
    guard inFlight == token else { return nil }
    inFlight = nil
    switch event {
    case .next(let value):
      state = State(isSubmitting: false, value: value, lastError: nil)
      return [.success(value)]
    case .error(let error):
      return fail(RequestFailure(classifying: error))
    case .completed:
      return fail(RequestFailure(classifying: SingleError.noElements))
    }
  }

  /// A trigger stream's failure (a wiring bug, not a write's), classified; `nil` for a
  /// cancellation, which is reported nowhere.
  static func triggerFailure(_ error: any Error) -> RequestFailure<FeatureError>? {
    let failure = RequestFailure<FeatureError>(classifying: error)
    return failure.isCancellation ? nil : failure
  }

  /// The value of `outcome`, when it is a success.
  static func value(of outcome: Outcome) -> Value? {
    if case .success(let value) = outcome { value } else { nil }
  }

  /// The failure of `outcome`, when it is one.
  static func failure(of outcome: Outcome) -> RequestFailure<FeatureError>? {
    if case .failure(let failure) = outcome { failure } else { nil }
  }

  private mutating func fail(_ failure: RequestFailure<FeatureError>) -> [Outcome] {
    if case .network(.cancelled(let delivery)) = failure {
      state = State(
        isSubmitting: false, value: state.value, lastError: nil, lastCancellation: delivery)
      return []
    }
    state = State(isSubmitting: false, value: state.value, lastError: failure)
    return [.failure(failure)]
  }
}
