import CleanDomain
import CleanPrimitives
import CleanReactive

/// The rules of `PagedList` (see there), as a state machine: each intent or answer is decided
/// under a lock, and what the decision produces — a state to emit, a request to send, an error
/// event — is carried out outside it, one effect at a time, in decision order, by whichever
/// thread finds nobody else carrying effects out. So a subscriber that reacts to a state by
/// sending an intent (a next page when the last row shows) is never re-entered, and a cached
/// copy that a fetch emits as it is subscribed is decided after the request that asked for it.
final class PagedListMachine<
  Query: Hashable & Sendable, Item: Identifiable & Sendable, FeatureError: Error & Sendable
>: Sendable {
  typealias State = PagedListState<Query, Item, FeatureError>
  typealias Fetch = @Sendable (PageRequest<Query>) -> Observable<Sourced<Page<Item>>>

  let states = BehaviorRelay(value: State.initial)
  let networkErrors = PublishRelay<APIError>()
  let featureErrors = PublishRelay<FeatureError>()
  /// The state after each page that arrived and was shown (a stored copy or an answer), even
  /// when it equals the state before; `nil` before the first.
  let arrivals = BehaviorRelay<State?>(value: nil)
  private let core = Locked(Core())
  private let request = SerialDisposable()
  private let fetch: Fetch

  init(fetch: @escaping Fetch) {
    self.fetch = fetch
  }

  /// Cancels the request in flight, and every later one: it reaches nothing.
  func cancel() {
    request.dispose()
  }

  func load(_ query: Query) { submit { $0.load(query) } }
  func refresh() { submit { $0.refresh() } }
  func loadNextPage() { submit { $0.loadNextPage() } }
  func retry() { submit { $0.retry() } }

  /// Calls `settled` with the delivery of the first decision, from now on, that leaves no
  /// request in flight: the one that ends the request in flight (or the request that replaced
  /// it), after that decision's state and event; at once, after what is decided but not yet
  /// delivered, when none is in flight. Called on the delivering thread, in decision order.
  func whenSettled(_ settled: @escaping @Sendable () -> Void) {
    submit { $0.whenSettled(settled) }
  }

  /// Runs `call` in decision order: after the effects of what is decided now, before those of
  /// anything decided later, with no effect carried out meanwhile (on the thread carrying them
  /// out). So a subscription made there to the state and the events replays the state emitted
  /// last and misses nothing emitted after it (see `SerialStore.inDeliveryOrder(_:)`).
  func inDeliveryOrder(_ call: @escaping @Sendable () -> Void) {
    submit { $0.outbox.append(.call(call)) }
  }

  /// Decides `change` under the lock, then carries out the effects it queued unless another
  /// frame or thread is already doing so (it will carry them out right after its current one).
  private func submit(_ change: (inout Core) -> Void) {
    let drains = core.withLock { core -> Bool in
      change(&core)
      guard !core.draining, !core.outbox.isEmpty else { return false }
      core.draining = true
      return true
    }
    guard drains else { return }
    while let effects = core.withLock({ core -> [Effect]? in
      guard !core.outbox.isEmpty else {
        core.draining = false
        return nil
      }
      defer { core.outbox = [] }
      return core.outbox
    }) {
      for effect in effects { perform(effect) }
    }
  }

  private func perform(_ effect: Effect) {
    switch effect {
    case .emit(let state): states.accept(state)
    case .arrive(let state): arrivals.accept(state)
    case .network(let error): networkErrors.accept(error)
    case .feature(let error): featureErrors.accept(error)
    case .call(let call): call()
    case .send(let token, let pageRequest):
      // replacing the serial disposable cancels the request this one supersedes
      request.disposable = fetch(pageRequest).subscribe(
        AnyObserver { [weak self] event in
          self?.submit { $0.receive(event, for: token) }
        })
    }
  }

  enum Effect {
    case emit(State)
    case arrive(State)
    case send(token: Int, PageRequest<Query>)
    case network(APIError)
    case feature(FeatureError)
    /// A closure run in decision order (a settled waiter, a subscription).
    case call(@Sendable () -> Void)
  }

  /// Items a request builds on: none for page 0, the shown pages before it for a next page.
  struct Base {
    var items: [Item]
    var page: Int
    static var none: Base { Base(items: [], page: -1) }
  }

  struct Core {
    var state = State.initial
    /// The request in flight and its token (answers to any other token are stale).
    var inFlight: (token: Int, request: PageRequest<Query>, base: Base)?
    /// The request that failed last and what it built on, for `retry`.
    var failed: (request: PageRequest<Query>, base: Base)?
    var tokens = 0
    /// Who waits for the request in flight to end (`whenSettled`).
    var settledWaiters: [@Sendable () -> Void] = []
    var outbox: [Effect] = []
    var draining = false

    mutating func whenSettled(_ settled: @escaping @Sendable () -> Void) {
      if inFlight == nil {
        outbox.append(.call(settled))
      } else {
        settledWaiters.append(settled)
      }
    }

    mutating func load(_ query: Query) {
      // what is shown stays until the first page of the load arrives (a refresh's, or another
      // query's); a next page is asked for only once it has
      send(PageRequest(query: query), base: .none)
    }

    mutating func refresh() {
      guard let query = state.query else { return }
      load(query)
    }

    mutating func loadNextPage() {
      // from what is shown, a stored copy included: stored pages can be browsed offline
      guard inFlight == nil, let next = state.nextPage else { return }
      send(next, base: Base(items: state.items, page: state.page))
    }

    mutating func retry() {
      guard inFlight == nil, let failed else { return }
      send(failed.request, base: failed.base)
    }

    private mutating func send(_ request: PageRequest<Query>, base: Base) {
      tokens += 1
      inFlight = (tokens, request, base)
      failed = nil
      outbox.append(.send(token: tokens, request))
      show(
        State(
          query: state.query, items: state.items, page: state.page, source: state.source,
          isLoading: true, hasMore: state.hasMore, lastError: nil))
    }

    mutating func receive(_ event: Event<Sourced<Page<Item>>>, for token: Int) {
      guard let flight = inFlight, flight.token == token else { return }  // stale
      switch event {
      case .next(let answer) where answer.source == .cache:
        // a copy never covers the server's answer for this query (a refresh keeps the
        // answered pages until the new answer arrives)
        if flight.request.page == 0, state.source == .network, state.query == flight.request.query,
          state.page >= 0
        {
          return
        }
        show(Self.combined(flight, answer.value, source: .cache, isLoading: true), arrived: true)
      case .next(let answer):
        // the server's first answer ends the request: loading goes down with the page in
        inFlight = nil
        show(
          Self.combined(flight, answer.value, source: .network, isLoading: false), arrived: true)
        settle()
      case .error(let error):
        fail(flight, RequestFailure(classifying: error))
      case .completed:
        // no answer of the server (a stored copy alone is none): a failure, as `RequestSplit`
        fail(flight, RequestFailure(classifying: SingleError.noElements))
      }
    }

    private mutating func fail(
      _ flight: (token: Int, request: PageRequest<Query>, base: Base),
      _ failure: RequestFailure<FeatureError>
    ) {
      inFlight = nil
      let reported = failure.isCancellation ? nil : failure
      if reported != nil { failed = (flight.request, flight.base) }
      // what is shown stays (a stored copy included); the event follows the state
      show(
        State(
          query: state.query, items: state.items, page: state.page, source: state.source,
          isLoading: false, hasMore: state.hasMore, lastError: reported))
      switch reported {
      case .network(let error): outbox.append(.network(error))
      case .domain(let error): outbox.append(.feature(error))
      case nil: break
      }
      settle()
    }

    /// Tells the waiters that no request is in flight, after what this decision queued.
    private mutating func settle() {
      outbox += settledWaiters.map(Effect.call)
      settledWaiters = []
    }

    private mutating func show(_ next: State, arrived: Bool = false) {
      state = next
      outbox.append(.emit(next))
      if arrived { outbox.append(.arrive(next)) }
    }

    /// `page` on top of `flight`'s base, without the items whose id is already there.
    private static func combined(
      _ flight: (token: Int, request: PageRequest<Query>, base: Base), _ page: Page<Item>,
      source: ValueSource, isLoading: Bool
    ) -> State {
      var seen = Set(flight.base.items.map(\.id))
      let added = page.items.filter { seen.insert($0.id).inserted }
      return State(
        query: flight.request.query, items: flight.base.items + added, page: flight.request.page,
        source: source, isLoading: isLoading, hasMore: page.hasNext, lastError: nil)
    }
  }
}
