/// A reference whose lifetime a test watches: calls `onDeinit` when it is deallocated.
final class Tracker: Sendable {
  private let onDeinit: @Sendable () -> Void

  init(onDeinit: @escaping @Sendable () -> Void = {}) {
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }
}
