import Dispatch

/// Shared helpers for the schedulers backed by a `DispatchQueue`.
package enum DispatchQueueScheduling {
  /// The origin of `now` for every dispatch-backed scheduler.
  package static let origin = ContinuousClock.now

  package static var now: Duration { ContinuousClock.now - origin }

  package static func schedule(
    on queue: DispatchQueue, after delay: Duration, _ action: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let cancelled = BooleanDisposable()
    queue.asyncAfter(
      deadline: deadline(after: delay),
      execute: {
        if !cancelled.isDisposed { action() }
      })
    return cancelled
  }

  /// `now + delay`, with a negative delay as now and a delay too long to count in nanoseconds
  /// (`.seconds(.max)`, meant as "never") as the distant future instead of an overflow trap.
  package static func deadline(after delay: Duration) -> DispatchTime {
    let (seconds, attoseconds) = delay.components
    guard seconds < Int64.max / 1_000_000_000 - 1 else { return .distantFuture }
    let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
    return .now() + .nanoseconds(Int(nanoseconds))
  }
}
