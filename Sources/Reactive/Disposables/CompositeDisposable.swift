import CleanPrimitives

/// A group of disposables disposed together, in the order they were inserted (as RxSwift's).
/// Inserting into a disposed composite disposes the newcomer at once. Thread-safe.
public final class CompositeDisposable: Disposable, Sendable {
  /// Identifies an inserted disposable so it can be removed (and disposed) alone.
  public struct Key: Hashable, Sendable {
    @usableFromInline let value: Int
    @inlinable init(_ value: Int) { self.value = value }
  }

  @usableFromInline
  struct State {
    @usableFromInline var disposables: [(key: Int, disposable: any Disposable)] = []
    @usableFromInline var nextKey = 0
    @usableFromInline var isDisposed = false
    @usableFromInline init() {}
  }

  @usableFromInline
  let state = Locked(State())

  /// Creates an empty composite.
  public init() {}

  /// Creates a composite that holds `disposables`.
  public init(_ disposables: any Disposable...) {
    state.withLock { state in
      for disposable in disposables {
        state.disposables.append((state.nextKey, disposable))
        state.nextKey += 1
      }
    }
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The number of disposables held.
  public var count: Int { state.withLock { $0.disposables.count } }

  /// Inserts a disposable; returns `nil` (after disposing it) when already disposed.
  @discardableResult
  @inlinable
  public func insert(_ disposable: any Disposable) -> Key? {
    let key = state.withLock { state -> Int? in
      if state.isDisposed { return nil }
      let key = state.nextKey
      state.nextKey += 1
      state.disposables.append((key, disposable))
      return key
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return Key(key)
  }

  /// Removes and disposes the disposable inserted under `key`.
  @inlinable
  public func remove(for key: Key) {
    let removed = state.withLock { state -> (any Disposable)? in
      guard let index = state.disposables.lastIndex(where: { $0.key == key.value }) else {
        return nil
      }
      return state.disposables.remove(at: index).disposable
    }
    removed?.dispose()
  }

  /// Disposes every disposable held, outside the lock, and disposes any inserted later at once.
  @inlinable
  public func dispose() {
    let disposables = state.withLock { state -> [(key: Int, disposable: any Disposable)] in
      state.isDisposed = true
      defer { state.disposables = [] }
      return state.disposables
    }
    for entry in disposables { entry.disposable.dispose() }
  }
}
