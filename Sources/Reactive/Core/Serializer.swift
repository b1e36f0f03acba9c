import CleanPrimitives

/// How every operator that combines several sources (or a source and a timer) talks to its
/// observer: decisions are made under a short lock, and the events they produce are delivered
/// **outside** it, by one thread at a time, in the order the decisions were made.
///
/// Why: an operator that holds its lock while calling downstream code can deadlock against
/// another operator that does the same, when they feed each other from two threads — for
/// example a ViewModel whose load-more trigger reads, through `withLatestFrom`, the state that
/// its own `flatMapLatest` writes when a response arrives on a network thread. Here no lock is
/// held while an observer runs, so that cycle cannot form.
///
/// Contract: `perform` runs its body under the lock; what the body `send`s is queued in the same
/// critical section (so delivery order is decision order) and delivered after the lock is
/// released by whichever thread finds the queue idle (a "work in progress" count elects it).
/// An item produced while another thread — or an outer frame of the same thread — is delivering
/// waits in the queue and is delivered by that thread right after its current delivery returns:
/// the observer is never called concurrently, and never re-entered by this operator.
/// `deliver` returns `true` when the item ended the sequence; nothing is delivered after that,
/// nor after `dispose()`.
@usableFromInline
final class Serializer<State, Item>: Disposable, @unchecked Sendable {
  // The first stored property: the atomic words, reached only through the views below.
  @exclusivity(unchecked) @usableFromInline var atomics = Atomics()
  @usableFromInline struct Atomics {
    @usableFromInline var pending: Int = 0
    @usableFromInline var isFinished: Bool = false
    @inlinable init() {}
  }
  @usableFromInline
  struct Core {
    @usableFromInline var state: State
    @usableFromInline var queue: ContiguousArray<Item> = []

    @inlinable
    init(state: State) { self.state = state }
  }

  @usableFromInline let core: Locked<Core>
  /// Items sent but not yet delivered (or dropped). The sender that moves it from 0 delivers.
  @inlinable var pending: AtomicInt {
    AtomicInt(storedPropertiesAddress(of: self, as: Atomics.self).pointer(to: \.pending)!)
  }
  @inlinable var isFinished: AtomicBool {
    AtomicBool(storedPropertiesAddress(of: self, as: Atomics.self).pointer(to: \.isFinished)!)
  }
  @usableFromInline let deliver: (Item) -> Bool

  @inlinable
  init(state: State, deliver: @escaping (Item) -> Bool) {
    core = Locked(Core(state: state))
    self.deliver = deliver
    checkFirstStoredProperty(&atomics, of: self)
  }

  /// Runs `body` under the lock with the operator's state and an outbox; delivers what it sent
  /// once the lock is released. Never call user code that may re-enter the operator from `body`.
  @inlinable
  func perform<Result>(_ body: (inout State, inout Outbox<Item>) -> Result) -> Result {
    var direct: Item?
    let result = core.withLock { core -> Result in
      var outbox = Outbox<Item>()
      let result = body(&core.state, &outbox)
      if let first = outbox.first {
        if pending.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
          direct = first
        } else {
          core.queue.append(first)
        }
        if let rest = outbox.rest {
          pending.wrappingAdd(rest.count, ordering: .acquiringAndReleasing)
          core.queue.append(contentsOf: rest)
        }
      }
      return result
    }
    if let direct { drain(startingWith: direct) }
    return result
  }

  /// `perform` for a critical section that sends at most one item, returned by `body` next to
  /// its result: the same contract, without the outbox (the hot path of most operators).
  @inlinable
  func performSendingOne<Result>(_ body: (inout State) -> (Result, Item?)) -> Result {
    var direct: Item?
    let result = core.withLock { core -> Result in
      let (result, item) = body(&core.state)
      if let item {
        if pending.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
          direct = consume item
        } else {
          core.queue.append(item)
        }
      }
      return result
    }
    if let direct = consume direct { drain(startingWith: direct) }
    return result
  }

  /// Reads the state under the lock without sending anything.
  @inlinable
  func read<Result>(_ body: (State) -> Result) -> Result {
    core.withLock { body($0.state) }
  }

  /// Changes the state under the lock without sending anything: `perform` minus the outbox.
  @inlinable
  func update<Result>(_ body: (inout State) -> Result) -> Result {
    core.withLock { body(&$0.state) }
  }

  @inlinable
  func drain(startingWith first: Item) {
    deliverUnlessFinished(first)
    var delivered = 1
    while pending.wrappingSubtract(delivered, ordering: .acquiringAndReleasing).newValue != 0 {
      let batch = core.withLock { core -> ContiguousArray<Item> in
        var batch = ContiguousArray<Item>()
        swap(&batch, &core.queue)
        return batch
      }
      for item in batch { deliverUnlessFinished(item) }
      delivered = batch.count
    }
  }

  @inlinable
  func deliverUnlessFinished(_ item: Item) {
    if isFinished.load(ordering: .acquiring) { return }
    if deliver(item) { isFinished.store(true, ordering: .releasing) }
  }

  /// Stops delivery: items still queued are dropped.
  @inlinable
  func dispose() {
    isFinished.store(true, ordering: .releasing)
  }
}

/// What one critical section of a `Serializer` sends: usually zero or one item, kept inline.
@frozen
@usableFromInline
struct Outbox<Item> {
  @usableFromInline var first: Item?
  /// Created only when a critical section sends more than one item.
  @usableFromInline var rest: ContiguousArray<Item>?

  @inlinable
  init() {}

  @inlinable
  mutating func send(_ item: Item) {
    if case .none = first {
      first = item
    } else if rest == nil {
      rest = [item]
    } else {
      rest!.append(item)
    }
  }
}

extension Serializer {
  /// A serializer that forwards events to `observer` and finishes on a terminal one.
  @inlinable
  static func forwarding<Output>(state: State, to observer: AnyObserver<Output>) -> Serializer
  where Item == Event<Output> {
    Serializer(state: state) { event in
      observer.on(event)
      return event.isStopEvent
    }
  }
}
