import Dispatch

/// Shared helpers for the schedulers backed by a `DispatchQueue`.
enum DispatchQueueScheduling {
  /// The origin of `now` for every dispatch-backed scheduler.
  static let origin = ContinuousClock.now

  static var now: Duration { ContinuousClock.now - origin }

  static func schedule(
    on queue: DispatchQueue, after delay: Duration, _ action: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let cancelled = BooleanDisposable()
    let (seconds, attoseconds) = delay.components
    let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
    queue.asyncAfter(
      deadline: .now() + .nanoseconds(Int(nanoseconds)),
      execute: {
        if !cancelled.isDisposed { action() }
      })
    return cancelled
  }
}
