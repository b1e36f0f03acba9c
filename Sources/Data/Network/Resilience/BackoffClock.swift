/// The time the network service reads and waits on between attempts of a request: the
/// request's deadline is computed from `now`, a retry's backoff is spent in `sleep(for:)`, and
/// over a session that keeps no deadline itself (anything but `DefaultNetworkSession`: a stub,
/// an in-process backend) the request's deadline is waited for with `sleep(until:)`.
///
/// Injected so that tests drive retries and deadlines on virtual time: a test clock records each
/// wait and advances its `now` at once, with no real sleep, and its deadline passes only when
/// its `now` does — so a test over an in-process session never times out because the machine
/// was busy. `SystemBackoffClock` is the real one.
///
/// Threading: conformers are thread-safe; `sleep(for:)` and `sleep(until:)` run on the
/// requesting task and throw (any error) when that task is cancelled.
public protocol BackoffClock: Sendable {
  /// The current instant.
  var now: ContinuousClock.Instant { get }
  /// Waits `duration`; throws when the calling task is cancelled.
  func sleep(for duration: Duration) async throws
  /// Waits until `now` has passed `deadline`; throws when the calling task is cancelled. The
  /// default waits on the continuous clock (`Task.sleep(until:)`), which is right for any clock
  /// whose `now` is the real one; a virtual clock waits for its own `now`.
  func sleep(until deadline: ContinuousClock.Instant) async throws
}

extension BackoffClock {
  /// Waits until `deadline` on the continuous clock; throws `CancellationError` when the task
  /// is cancelled.
  public func sleep(until deadline: ContinuousClock.Instant) async throws {
    try await Task.sleep(until: deadline, clock: .continuous)
  }
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
