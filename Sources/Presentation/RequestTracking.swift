import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The global request trackers of a screen (or an app): one `ActivityIndicator` for a single
/// spinner and one `ErrorTracker` for a single generic alert, shared by every request that opts
/// in (`trackActivity`/`trackError`, the RxSwift examples' pair). Requests that handle a failure themselves do
/// not report it here, so each failure still reaches exactly one output.
///
/// Threading: thread-safe; the traits deliver on the main queue (or the mocked
/// `SharingScheduler`, read when you access them).
public final class RequestTracking: Sendable {
  /// Counts the tracked requests in flight.
  public let activity = ActivityIndicator()
  /// Collects the tracked failures, classified into `APIError`; cancellations are ignored.
  /// Only generic failures belong here: a feature's own errors go to its own output.
  public let errors = ErrorTracker<APIError> { error in
    let failure = APIError(classifying: error)
    return failure.isCancellation ? nil : failure
  }

  /// Creates trackers with nothing in flight and no error.
  public init() {}

  /// State: `true` while any tracked request is in flight; starts with `false`.
  public var isLoading: Driver<Bool> { activity.asDriver() }
  /// Event: a tracked request failed (the generic alert). Fires once per failure.
  public var error: Signal<APIError> { errors.asSignal() }
}
