import CleanPrimitives

/// Owns subscriptions and disposes them all when it is deallocated (or when `dispose()` is
/// called). Adding to a bag that was already disposed disposes the newcomer at once.
/// Thread-safe.
public final class DisposeBag: Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var disposables: [any Disposable] = []
    @usableFromInline var isDisposed = false
    @usableFromInline init() {}
  }

  @usableFromInline
  let state = Locked(State())

  /// Creates an empty bag.
  public init() {}

  /// Keeps `disposable` until the bag is disposed; disposes it at once if the bag already is.
  @inlinable
  public func insert(_ disposable: any Disposable) {
    let rejected = state.withLock { state -> Bool in
      if state.isDisposed { return true }
      state.disposables.append(disposable)
      return false
    }
    if rejected { disposable.dispose() }
  }

  /// Disposes everything inserted so far and everything inserted later.
  public func dispose() {
    let disposables = state.withLock { state -> [any Disposable] in
      state.isDisposed = true
      defer { state.disposables = [] }
      return state.disposables
    }
    for disposable in disposables { disposable.dispose() }
  }

  deinit {
    dispose()
  }
}
