import CleanPrimitives
import CleanReactive

/// A scripted sequence on a `TestScheduler` that records when it was subscribed and disposed.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  /// When an observer subscribed and (if it did) when it was disposed, in virtual ticks.
  public struct Subscription: Equatable, Sendable, CustomStringConvertible {
    /// The tick at which the observer subscribed.
    public let subscribe: Int
    /// The tick at which the subscription was disposed, or `nil` while it is still active.
    public let unsubscribe: Int?

    /// A subscription from tick `subscribe` until tick `unsubscribe` (`nil`: still active).
    public init(_ subscribe: Int, _ unsubscribe: Int? = nil) {
      self.subscribe = subscribe
      self.unsubscribe = unsubscribe
    }

    /// The interval as `(subscribe, unsubscribe)`, with `∞` for a subscription still active.
    public var description: String { "(\(subscribe), \(unsubscribe.map(String.init) ?? "∞"))" }
  }

  private let scheduler: TestScheduler
  private let isHot: Bool
  /// The scripted events.
  public let recordedEvents: [Recorded<Event<Element>>]
  private let state = Locked<(bag: ObserverBag<Element>, subscriptions: [Subscription])>(
    (ObserverBag(), []))

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
    self.scheduler = scheduler
    self.recordedEvents = events
    self.isHot = isHot
    guard isHot else { return }
    for recorded in events {
      scheduler.scheduleAt(recorded.time) { [weak self] in
        guard let self else { return }
        let (keys, observers) = self.state.withLock { ($0.bag.keys, $0.bag.observers) }
        for (key, observer) in Swift.zip(keys, observers) {
          // As RxTest: an observer disposed by an earlier one in this dispatch is not called.
          let isSubscribed = self.state.withLock { $0.bag.keys.contains(key) }
          if isSubscribed { observer.on(recorded.value) }
        }
      }
    }
  }

  /// Every subscription so far.
  public var subscriptions: [Subscription] { state.withLock { $0.subscriptions } }

  /// Records a subscription at the current tick and delivers the script to `observer`: a hot
  /// observable delivers the events still to come at their absolute times, a cold one replays every
  /// event at its time after this subscription. Disposing records the end tick and cancels what is
  /// still scheduled.
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    let start = scheduler.clock
    let index = state.withLock { state -> Int in
      state.subscriptions.append(Subscription(start))
      return state.subscriptions.count - 1
    }
    let scheduled = CompositeDisposable()
    var key: Int?
    if isHot {
      key = state.withLock { $0.bag.insert(observer) }
    } else {
      for recorded in recordedEvents {
        scheduled.insert(
          scheduler.scheduleAt(start + recorded.time) { observer.on(recorded.value) })
      }
    }
    let unsubscribed = UncheckedBox(key)
    return Disposables.create { [weak self, scheduler] in
      scheduled.dispose()
      guard let self else { return }
      let end = scheduler.clock
      self.state.withLock { state in
        if let key = unsubscribed.value { state.bag.remove(key) }
        state.subscriptions[index] = Subscription(start, end)
      }
    }
  }
}

/// Carries a value into a `@Sendable` closure on the test scheduler's single thread.
private typealias UncheckedBox = UncheckedSendable
