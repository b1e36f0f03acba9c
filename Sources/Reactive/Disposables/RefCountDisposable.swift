import CleanPrimitives

/// Disposes `underlying` once it has been disposed itself and every disposable `retain()` handed
/// out has been disposed too (RxSwift's `RefCountDisposable`, kept internal): what keeps the
/// source of `window` and `groupBy` subscribed while an inner sequence is still observed after
/// the outer subscription ended.
///
/// Threading: any method may be called from any thread; `underlying` is disposed once, outside
/// the lock.
final class RefCountDisposable: Disposable, Sendable {
  struct State {
    var underlying: (any Disposable)?
    var count = 0
    var isPrimaryDisposed = false
  }

  let state: Locked<State>

  init(_ underlying: any Disposable) {
    state = Locked(State(underlying: underlying))
  }

  /// A disposable that holds `underlying` alive until it is disposed (once). After `underlying`
  /// was disposed, holds nothing.
  func retain() -> any Disposable {
    let isLive = state.withLock { state -> Bool in
      guard state.underlying != nil else { return false }
      state.count += 1
      return true
    }
    guard isLive else { return NopDisposable() }
    return AnonymousDisposable { [self] in release() }
  }

  func dispose() {
    let underlying = state.withLock { state -> (any Disposable)? in
      guard !state.isPrimaryDisposed else { return nil }
      state.isPrimaryDisposed = true
      return state.count == 0 ? state.underlying.take() : nil
    }
    underlying?.dispose()
  }

  func release() {
    let underlying = state.withLock { state -> (any Disposable)? in
      state.count -= 1
      return state.isPrimaryDisposed && state.count == 0 ? state.underlying.take() : nil
    }
    underlying?.dispose()
  }
}
