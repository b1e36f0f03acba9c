import CleanPrimitives
import CleanReactive
import Dispatch

/// Runs work on the main queue, which is where `@MainActor` code runs.
///
/// `schedule` runs the action inline when called on the main queue with nothing of its own still
/// queued (so a main-queue emitter gets synchronous delivery), and enqueues it otherwise; order
/// is preserved either way. "On the main queue" is checked with a queue-specific key, not
/// `Thread.isMainThread`: in an `async` `main` on Linux, main-actor jobs run on the main queue
/// but not always on the process's first thread.
public final class MainScheduler: SchedulerType, @unchecked Sendable {
  /// The main queue's scheduler.
  public static let instance = MainScheduler()

  private static let key: Void = {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1)
  }()

  /// The first stored property: reached only through `pending` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) private var pendingWord = 0
  private var pending: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }

  private init() {
    _ = Self.key
    checkFirstStoredProperty(&pendingWord, of: self)
  }

  /// Whether the caller runs on the main queue.
  public static var isOnMainQueue: Bool {
    _ = key
    return DispatchQueue.getSpecific(key: mainQueueKey) == 1
  }

  /// Time since the process's first dispatch-backed scheduler read its clock.
  public var now: Duration { DispatchQueueScheduling.now }

  /// Runs `action` on the main queue: at once when called on it with nothing queued before, else
  /// asynchronously, after what is queued (so order is kept).
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    let queued = pending.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    if queued == 1 && Self.isOnMainQueue {
      action()
      pending.wrappingSubtract(1, ordering: .acquiringAndReleasing)
      return NopDisposable()
    }
    let cancelled = BooleanDisposable()
    DispatchQueue.main.async { [self] in
      if !cancelled.isDisposed { action() }
      pending.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
    return cancelled
  }

  /// Runs `action` on the main queue after `delay`, unless disposed first.
  public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void)
    -> any Disposable
  {
    DispatchQueueScheduling.schedule(on: .main, after: delay, action)
  }
}

private let mainQueueKey = DispatchSpecificKey<Int>()
