import Observation
import Synchronization

/// Counts the change notifications `withObservationTracking` delivers for what `read` read.
/// Observation tracking is one-shot: it counts the first change after `track` only.
final class Changes: Sendable {
  private let notifications = Atomic<Int>(0)

  /// Starts tracking the properties `read` reads.
  @MainActor
  init(tracking read: () -> Void) {
    withObservationTracking(read) { [self] in
      notifications.add(1, ordering: .relaxed)
    }
  }

  /// Whether a property read in `read` changed.
  var notified: Bool { notifications.load(ordering: .relaxed) > 0 }
}
