import CleanDomain
import CleanReactive

/// Collects what a subscriber sees, from any thread, for tests that do not use virtual time.
final class Recorder<Element: Sendable>: Sendable {
  private let storage = TestLock<[Event<Element>]>([])

  init() {}

  /// An observer that appends every event.
  var observer: AnyObserver<Element> {
    AnyObserver { [self] event in self.storage.withLock { $0.append(event) } }
  }

  var events: [Event<Element>] { storage.withLock { $0 } }

  var elements: [Element] { events.compactMap(\.element) }
}
