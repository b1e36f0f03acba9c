import Dispatch

/// Runs work in order on a private serial `DispatchQueue` (or one you pass).
public struct SerialDispatchQueueScheduler: SchedulerType {
  /// The serial queue every action runs on, in the order it was scheduled.
  public let queue: DispatchQueue

  /// Creates a scheduler on a new private serial queue with `label` and quality of service `qos`.
  public init(label: String, qos: DispatchQoS = .default) {
    queue = DispatchQueue(label: label, qos: qos)
  }

  /// Schedules on `queue`, which must be serial.
  public init(serialQueue queue: DispatchQueue) {
    self.queue = queue
  }

  /// The monotonic uptime clock shared with `ImmediateScheduler`.
  public var now: Duration { DispatchQueueScheduling.now }

  /// Enqueues `action` on `queue`; disposing the result before it starts skips it.
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    let cancelled = BooleanDisposable()
    queue.async {
      if !cancelled.isDisposed { action() }
    }
    return cancelled
  }

  /// Runs `action` on `queue` after `delay`; disposing the result before then cancels it.
  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
    -> any Disposable
  {
    DispatchQueueScheduling.schedule(on: queue, after: delay, action)
  }
}
