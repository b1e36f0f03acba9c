import CleanPrimitives

/// A flag that records whether `dispose()` was called. Scheduled work checks it before running.
/// Thread-safe.
public final class BooleanDisposable: Disposable, @unchecked Sendable {
  // The first stored property: reached only through `flag` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var flagWord: Bool = false
  @inlinable var flag: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }

  /// Creates a flag that is not yet disposed.
  @inlinable
  public init() {
    checkFirstStoredProperty(&flagWord, of: self)
  }

  /// Whether `dispose()` has been called, on any thread.
  @inlinable
  public var isDisposed: Bool { flag.load(ordering: .acquiring) }

  /// Sets the flag; later calls do nothing more.
  @inlinable
  public func dispose() { flag.store(true, ordering: .releasing) }
}
