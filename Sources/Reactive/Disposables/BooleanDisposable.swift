import Synchronization

/// A flag that records whether `dispose()` was called. Scheduled work checks it before running.
/// Thread-safe.
public final class BooleanDisposable: Disposable, Sendable {
  @usableFromInline let flag = Atomic<Bool>(false)

  /// Creates a flag that is not yet disposed.
  @inlinable
  public init() {}

  /// Whether `dispose()` has been called, on any thread.
  @inlinable
  public var isDisposed: Bool { flag.load(ordering: .acquiring) }

  /// Sets the flag; later calls do nothing more.
  @inlinable
  public func dispose() { flag.store(true, ordering: .releasing) }
}
