import CleanPrimitives

/// Factories for the basic disposables.
public enum Disposables {
  /// A disposable that does nothing.
  @inlinable
  public static func create() -> any Disposable { NopDisposable() }

  /// A disposable that runs `action` once, on the first `dispose()`.
  @inlinable
  public static func create(with action: @escaping @Sendable () -> Void) -> any Disposable {
    AnonymousDisposable(action)
  }

  /// A disposable that disposes both.
  @inlinable
  public static func create(_ first: any Disposable, _ second: any Disposable) -> any Disposable {
    BinaryDisposable(first, second)
  }
}

/// Does nothing when disposed.
@frozen
public struct NopDisposable: Disposable {
  /// Creates a disposable that does nothing.
  @inlinable
  public init() {}

  /// Does nothing.
  @inlinable
  public func dispose() {}
}

/// Runs an action on the first `dispose()`; later calls do nothing. Thread-safe.
public final class AnonymousDisposable: Disposable, Sendable {
  @usableFromInline
  let action: Locked<(@Sendable () -> Void)?>

  /// Creates a disposable that runs `action` on its first `dispose()`.
  @inlinable
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = Locked(action)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { action.withLock { $0 == nil } }

  /// Runs the action if this is the first call, on the calling thread, outside the lock; later
  /// calls do nothing.
  @inlinable
  public func dispose() {
    let action = self.action.withLock { action -> (@Sendable () -> Void)? in
      defer { action = nil }
      return action
    }
    action?()
  }
}

/// Disposes two disposables once. Thread-safe.
@usableFromInline
final class BinaryDisposable: Disposable, Sendable {
  @usableFromInline
  let pair: Locked<(any Disposable, any Disposable)?>

  @inlinable
  init(_ first: any Disposable, _ second: any Disposable) {
    pair = Locked((first, second))
  }

  @inlinable
  func dispose() {
    let pair = self.pair.withLock { pair -> (any Disposable, any Disposable)? in
      defer { pair = nil }
      return pair
    }
    pair?.0.dispose()
    pair?.1.dispose()
  }
}
