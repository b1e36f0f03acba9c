import CleanDomain
import CleanReactive

/// Middleware that watches requests without changing them: it sees every attempt and how it
/// ended, with its duration — logging (`HTTPLogObserver`), metrics, tests.
///
/// Called on the requesting task, in the order the observers were given; keep it quick and
/// never block. Both methods have empty defaults.
///
/// Threading: conformers are thread-safe (requests run concurrently).
public protocol NetworkObserver: Sendable {
  /// An attempt is about to be sent (the adapters have run).
  func attemptWillStart(_ attempt: NetworkAttempt)
  /// An attempt ended with `outcome` after `duration`.
  func attemptDidFinish(
    _ attempt: NetworkAttempt, outcome: NetworkAttemptOutcome, duration: Duration)
}

extension NetworkObserver {
  /// Does nothing: an observer that only needs outcomes implements `attemptDidFinish` alone.
  public func attemptWillStart(_ attempt: NetworkAttempt) {}
  /// Does nothing: an observer that only needs starts implements `attemptWillStart` alone.
  public func attemptDidFinish(
    _ attempt: NetworkAttempt, outcome: NetworkAttemptOutcome, duration: Duration
  ) {}
}
