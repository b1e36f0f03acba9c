import CleanPrimitives
import CleanReactive

/// A screen's state and its one-shot events from one serialized source: each change is decided
/// under a lock, and what it produces — the new state, then the events it fired — is delivered
/// outside the lock, one item at a time, in decision order, by whichever thread finds nobody
/// else delivering (as `PagedList`'s machine does). So every subscriber sees the state that
/// carries a change before the events of that change, and a subscriber that reacts to a state
/// by sending an intent is never re-entered: the intent is decided at once and delivered after
/// the current delivery returns.
///
/// Because the state relay and the event relay are fed by one thread at a time in this order,
/// traits built on them (`asDriver()`, `asSignal()`) keep it on the main queue too:
/// `MainScheduler` delivers in the order it was asked to.
///
/// It also tells when the core has no request in flight (`whenSettled(_:)`), in the same order:
/// after the state and events of the change that ended the last request.
///
/// Threading: `update` on any thread; the relays emit on the thread that delivers. Errors: none.
final class SerialStore<Core: Sendable, State: Sendable, Event: Sendable>: Sendable {
  /// The state after every change (replays the latest).
  let states: BehaviorRelay<State>
  /// The events of every change, after the state that change produced.
  let events = PublishRelay<Event>()
  private let box: Locked<Box>
  private let project: @Sendable (Core) -> State
  private let isBusy: @Sendable (Core) -> Bool

  private struct Box: Sendable {
    var core: Core
    var outbox: [Item] = []
    var draining = false
    /// Who waits for the core to have no request in flight (`whenSettled`).
    var settledWaiters: [@Sendable () -> Void] = []
  }

  private enum Item: Sendable {
    case state(State)
    case event(Event)
    /// A closure run in delivery order (a settled waiter, a subscription).
    case call(@Sendable () -> Void)
  }

  /// A store over `core`, whose shown state is `project(core)`; `isBusy(core)` says whether
  /// the core has a request in flight (for `whenSettled(_:)`; by default it never has).
  init(
    _ core: Core, state project: @escaping @Sendable (Core) -> State,
    isBusy: @escaping @Sendable (Core) -> Bool = { _ in false }
  ) {
    self.project = project
    self.isBusy = isBusy
    states = BehaviorRelay(value: project(core))
    box = Locked(Box(core: core))
  }

  /// The core now (under the lock; what may not be delivered yet included).
  var core: Core { box.withLock { $0.core } }

  /// Decides `change` under the lock. Unless it returns `nil` (nothing changed), the new state
  /// is delivered, then the events it returned, in order.
  func update(_ change: (inout Core) -> [Event]?) {
    decide { box in
      guard let fired = change(&box.core) else { return }
      box.outbox.append(.state(project(box.core)))
      box.outbox += fired.map(Item.event)
    }
  }

  /// Delivers `event` (a change that leaves the state as it is), after what is queued.
  func send(_ event: Event) {
    decide { $0.outbox.append(.event(event)) }
  }

  /// Calls `settled` with the delivery of the first change, from now on, that leaves no request
  /// in flight — after that change's state and events — or, when none is in flight, once what
  /// is decided is delivered. On the delivering thread, in decision order. A waiter whose
  /// request never ends is kept until the store goes.
  func whenSettled(_ settled: @escaping @Sendable () -> Void) {
    decide { $0.settledWaiters.append(settled) }
  }

  /// Runs `call` in delivery order: after what is decided now is delivered, before anything
  /// decided later, with no delivery running meanwhile (on the delivering thread). So a
  /// subscription made there to the state and the events replays the state delivered last and
  /// misses nothing delivered after it, which two subscriptions made one after the other while
  /// another thread delivers cannot promise.
  func inDeliveryOrder(_ call: @escaping @Sendable () -> Void) {
    decide { $0.outbox.append(.call(call)) }
  }

  private func decide(_ change: (inout Box) -> Void) {
    let isBusy = isBusy
    let drains = box.withLock { box -> Bool in
      change(&box)
      // tells the waiters after what this change queued, once nothing is in flight
      if !box.settledWaiters.isEmpty, !isBusy(box.core) {
        box.outbox += box.settledWaiters.map(Item.call)
        box.settledWaiters = []
      }
      guard !box.draining, !box.outbox.isEmpty else { return false }
      box.draining = true
      return true
    }
    guard drains else { return }
    while let items = box.withLock({ box -> [Item]? in
      guard !box.outbox.isEmpty else {
        box.draining = false
        return nil
      }
      defer { box.outbox = [] }
      return box.outbox
    }) {
      for item in items {
        switch item {
        case .state(let state): states.accept(state)
        case .event(let event): events.accept(event)
        case .call(let call): call()
        }
      }
    }
  }
}
