import Dispatch

/// Runs work at once on the calling thread. Delayed work runs on a global queue after the delay.
public struct ImmediateScheduler: SchedulerType {
  /// A shared instance; the scheduler holds no state, so any instance behaves the same.
  public static let instance = ImmediateScheduler()

  /// Creates an immediate scheduler.
  public init() {}

  /// The monotonic uptime clock shared with `SerialDispatchQueueScheduler`.
  public var now: Duration { DispatchQueueScheduling.now }

  /// Runs `action` at once on the calling thread and returns a disposable that does nothing: the
  /// work has already run.
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    action()
    return NopDisposable()
  }

  /// Runs `action` at once when `delay` is not positive; otherwise on a global queue after `delay`.
  /// Disposing the result before then cancels it.
  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
    -> any Disposable
  {
    if delay <= .zero {
      return schedule(action)
    }
    return DispatchQueueScheduling.schedule(on: .global(), after: delay, action)
  }
}
