import CleanPrimitives
import CleanReactive

/// Records the events it receives, stamped with the `TestScheduler`'s virtual clock.
///
/// Threading: thread-safe (a lock guards the record), so it may also record a stream that
/// delivers on real threads, e.g. in an integration test against a loopback server (the
/// stamps are then the scheduler's clock, unchanged unless it is advanced).
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
  private let scheduler: TestScheduler
  private let recorded = Locked(UncheckedSendable<[Recorded<Event<Element>>]>([]))

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` stamped with the scheduler's current tick.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    recorded.withLock { $0.value.append(Recorded(time: time, value: event)) }
  }

  /// Every event received so far, in order.
  public var events: [Recorded<Event<Element>>] { recorded.withLock { $0.value } }

  /// The elements of the `.next` events received so far, in order.
  public var elements: [Element] { events.compactMap { $0.value.element } }

  /// The errors received so far (at most one, by the grammar).
  public var errors: [any Error] { events.compactMap { $0.value.error } }

  /// Whether a terminal event was received.
  public var isTerminated: Bool { events.contains { $0.value.isStopEvent } }
}
