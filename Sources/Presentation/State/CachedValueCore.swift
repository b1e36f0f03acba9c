import CleanDomain
import CleanReactive

/// The decisions of a cached value's requests, as a value: the state shown and which request is
/// the newest. `CachedValue`'s core, and the read of `CachedValueWithSubmission`'s, so both keep
/// exactly the rules `CachedValue` states (the newest request wins; a stored copy never covers
/// the server's answer shown; a failure keeps what is shown).
///
/// Threading: a value, mutated under its `SerialStore`'s lock only. Errors: a failure is
/// classified by `RequestFailure<FeatureError>(classifying:)`; a cancellation is reported as
/// nothing. Lifetime: none of its own.
struct CachedValueCore<Value: Sendable, FeatureError: Error & Sendable>: Sendable {
  typealias State = CachedValueState<Value, FeatureError>

  /// What the screen shows.
  private(set) var state = State.initial
  private var tokens = 0
  private var inFlight: Int?

  /// Whether a request is in flight (started, not yet answered, failed or superseded).
  var hasRequestInFlight: Bool { inFlight != nil }

  /// Starts a request, superseding the one in flight (whose answers are dropped from now on);
  /// returns its token. The state is loading, with the value kept and no error.
  mutating func start() -> Int {
    tokens += 1
    inFlight = tokens
    state = State(value: state.value, isLoading: true, lastError: nil)
    return tokens
  }

  /// Applies an answer of request `token`; `nil` when it changes nothing (a stale answer, or a
  /// stored copy after the server's answer), else the failures to report, in order.
  mutating func receive(_ event: Event<Sourced<Value>>, for token: Int)
    -> [RequestFailure<FeatureError>]?
  {
    guard inFlight == token else { return nil }  // stale
    switch event {
    case .next(let answer) where answer.source == .cache:
      // a copy never covers the server's answer already shown
      if state.value?.source == .network { return nil }
      state = State(value: answer, isLoading: true, lastError: nil)
      return []
    case .next(let answer):
      inFlight = nil
      state = State(value: answer, isLoading: false, lastError: nil)
      return []
    case .error(let error):
      return fail(RequestFailure(classifying: error))
    case .completed:
      return fail(RequestFailure(classifying: SingleError.noElements))
    }
  }

  private mutating func fail(_ failure: RequestFailure<FeatureError>)
    -> [RequestFailure<FeatureError>]
  {
    inFlight = nil
    let reported = failure.isCancellation ? nil : failure
    state = State(value: state.value, isLoading: false, lastError: reported)
    return reported.map { [$0] } ?? []
  }
}
