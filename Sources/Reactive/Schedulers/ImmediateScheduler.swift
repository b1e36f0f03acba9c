import Dispatch

/// Runs work at once on the calling thread. Delayed work runs on a global queue after the delay.
public struct ImmediateScheduler: SchedulerType {
  public static let instance = ImmediateScheduler()

  public init() {}

  public var now: Duration { DispatchQueueScheduling.now }

  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    action()
    return NopDisposable()
  }

  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
    -> any Disposable
  {
    if delay <= .zero {
      return schedule(action)
    }
    return DispatchQueueScheduling.schedule(on: .global(), after: delay, action)
  }
}
