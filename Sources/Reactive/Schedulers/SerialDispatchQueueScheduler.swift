import Dispatch

/// Runs work in order on a private serial `DispatchQueue` (or one you pass).
public struct SerialDispatchQueueScheduler: SchedulerType {
  public let queue: DispatchQueue

  public init(label: String, qos: DispatchQoS = .default) {
    queue = DispatchQueue(label: label, qos: qos)
  }

  /// Schedules on `queue`, which must be serial.
  public init(serialQueue queue: DispatchQueue) {
    self.queue = queue
  }

  public var now: Duration { DispatchQueueScheduling.now }

  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    let cancelled = BooleanDisposable()
    queue.async {
      if !cancelled.isDisposed { action() }
    }
    return cancelled
  }

  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
    -> any Disposable
  {
    DispatchQueueScheduling.schedule(on: queue, after: delay, action)
  }
}
