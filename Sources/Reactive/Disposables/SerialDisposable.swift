import CleanPrimitives

/// Holds one disposable at a time: setting a new one disposes the previous one. Once disposed,
/// any disposable set later is disposed at once. Thread-safe.
public final class SerialDisposable: Disposable, Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var current: (any Disposable)?
    @usableFromInline var isDisposed = false
    @usableFromInline init() {}
  }

  @usableFromInline
  let state = Locked(State())

  /// Creates a holder with no disposable.
  @inlinable
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The current disposable. Setting it disposes the previous one.
  public var disposable: (any Disposable)? {
    get { state.withLock { $0.current } }
    set { replace(with: newValue) }
  }

  /// Holds `disposable` instead of the current one and disposes the previous one; if this holder
  /// is already disposed, disposes `disposable` at once.
  @inlinable
  public func replace(with disposable: (any Disposable)?) {
    let (old, rejected) = state.withLock { state -> ((any Disposable)?, Bool) in
      if state.isDisposed { return (nil, true) }
      defer { state.current = disposable }
      return (state.current, false)
    }
    old?.dispose()
    if rejected { disposable?.dispose() }
  }

  /// Disposes the current disposable and any set later.
  @inlinable
  public func dispose() {
    let old = state.withLock { state -> (any Disposable)? in
      state.isDisposed = true
      defer { state.current = nil }
      return state.current
    }
    old?.dispose()
  }
}
