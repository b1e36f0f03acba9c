import CleanPrimitives

/// Holds a disposable that is set once, possibly after `dispose()` was already called (in which
/// case it is disposed as soon as it is set). Used by operators whose subscription can be
/// disposed from inside the subscribe call itself. Thread-safe.
public final class SingleAssignmentDisposable: Disposable, Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var current: (any Disposable)?
    @usableFromInline var isDisposed = false
    @usableFromInline init() {}
  }

  @usableFromInline
  let state = Locked(State())

  /// Creates a holder with no disposable yet.
  @inlinable
  public init() {}

  /// Whether `dispose()` has been called.
  @inlinable
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// Holds `disposable`, or disposes it at once if this holder was already disposed. Call it once.
  @inlinable
  public func setDisposable(_ disposable: any Disposable) {
    let rejected = state.withLock { state -> Bool in
      if state.isDisposed { return true }
      state.current = disposable
      return false
    }
    if rejected { disposable.dispose() }
  }

  /// Disposes the held disposable, or the one set later as soon as it is set.
  @inlinable
  public func dispose() {
    let current = state.withLock { state -> (any Disposable)? in
      state.isDisposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }
}
