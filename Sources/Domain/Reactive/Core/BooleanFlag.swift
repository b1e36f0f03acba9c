import Synchronization

/// A flag that can be set once; `set()` tells the one caller that set it.
@usableFromInline
final class BooleanFlag: Sendable {
  @usableFromInline let flag = Atomic<Bool>(false)

  @inlinable init() {}

  /// Sets the flag; returns `true` only for the call that changed it.
  @inlinable
  func set() -> Bool {
    !flag.exchange(true, ordering: .acquiringAndReleasing)
  }
}
