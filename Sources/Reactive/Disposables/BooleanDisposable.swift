import Synchronization

/// A flag that records whether `dispose()` was called. Scheduled work checks it before running.
/// Thread-safe.
public final class BooleanDisposable: Disposable, Sendable {
  @usableFromInline let flag = Atomic<Bool>(false)

  @inlinable
  public init() {}

  @inlinable
  public var isDisposed: Bool { flag.load(ordering: .acquiring) }

  @inlinable
  public func dispose() { flag.store(true, ordering: .releasing) }
}
