/// Decides where and when work runs. Operators that move events in time or across threads
/// (`observe(on:)`, `debounce`, `throttle`, `delay`, the UI traits) take a scheduler, so tests
/// can pass a `TestScheduler` and run in virtual time.
public protocol SchedulerType: Sendable {
  /// The scheduler's clock, as time elapsed since an origin of its own.
  var now: Duration { get }

  /// Runs `action` as soon as the scheduler allows. Disposing the result before it runs cancels it.
  func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable

  /// Runs `action` after `delay`. Disposing the result before it runs cancels it.
  func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable
}
