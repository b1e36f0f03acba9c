/// The time the network service reads and waits on between attempts of a request: the
/// request's deadline is computed from `now`, and a retry's backoff is spent in `sleep(for:)`.
///
/// Injected so that tests drive retries on virtual time: a test clock records each wait and
/// advances its `now` at once, with no real sleep. `SystemBackoffClock` is the real one.
///
/// Threading: conformers are thread-safe; `sleep(for:)` runs on the requesting task and throws
/// (any error) when that task is cancelled.
public protocol BackoffClock: Sendable {
  /// The current instant.
  var now: ContinuousClock.Instant { get }
  /// Waits `duration`; throws when the calling task is cancelled.
  func sleep(for duration: Duration) async throws
}

/// `BackoffClock` over `ContinuousClock` and `Task.sleep`. Thread-safe.
public struct SystemBackoffClock: BackoffClock {
  /// The system clock.
  public init() {}

  /// `ContinuousClock.now`.
  public var now: ContinuousClock.Instant { .now }

  /// Sleeps with `Task.sleep(for:)`; throws `CancellationError` when the task is cancelled.
  public func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}
