import CleanPrimitives
import Observation

/// Counts the change notifications `withObservationTracking` delivers for what `read` read.
/// Observation tracking is one-shot: it counts the first change after `track` only.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class Changes: Sendable {
  private let notifications = Locked(0)

  /// Starts tracking the properties `read` reads.
  @MainActor
  init(tracking read: () -> Void) {
    withObservationTracking(read) { [self] in
      notifications.withLock { $0 += 1 }
    }
  }

  /// Whether a property read in `read` changed.
  var notified: Bool { notifications.withLock { $0 } > 0 }
}
