import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The building block of a detail screen with one write — a tournament and its "join" button, a
/// profile and "follow": a feature gives it only its read (cache then network, as a
/// `CachedValue`'s) and its write (`(Payload) -> TypedRequest<WriteValue, WriteError>`, as a
/// `Submission`'s), and gets both requests' plumbing, the reload after a write that succeeded,
/// and the screen's state as **one value**, `CachedValueWithSubmissionState` (`read` and
/// `write`), with each outcome as one event after the state that carries it.
///
/// ```swift
/// //# struct Tournament: Sendable { let seats: Int }
/// //# enum TournamentError: Error, Sendable { case full }
/// //# let tournament: @Sendable () -> SourcedRequest<Tournament, Never> = {
/// //#   SourcedRequest(classifying: .never())
/// //# }
/// //# let join: @Sendable () -> TypedRequest<Void, TournamentError> = {
/// //#   TypedRequest(classifying: .never())
/// //# }
/// typealias TournamentDetail = CachedValueWithSubmission<
///   Tournament, Never, Void, Void, TournamentError
/// >
/// let detail = TournamentDetail(fetch: { tournament() }, write: { _ in join() })
/// let intents = TournamentDetail.Intents()  // what `ViewModelScene(detail)` makes
/// let output = detail.transform(input: intents.input)
/// let shown: Driver<TournamentDetail.State> = output.state  // `read` and `write`, as one value
/// let refused: Signal<TournamentError> = output.writeError  // the write's own error, inline
/// let alert: Signal<APIError> = output.networkError  // either request's generic failure
/// ```
///
/// Rules: the read's are `CachedValue`'s — `load()` (or `reload`) sends the fetch, cancelling
/// the read in flight; a stored copy is shown at once, while loading, unless the server's answer
/// is shown; a failure keeps what is shown. The write's are `Submission`'s — a trigger sends
/// the write at once unless one is in flight, and then it is **ignored** (`flatMapFirst`); the
/// block never cancels a write it sent, not even when its owner lets it go. The two are joined
/// by one rule: when a write succeeds, the value is reloaded (a read as `load()` sends, so the
/// screen shows the server's state after the write), unless the block was made with
/// `reloadsAfterSuccess: false`. The reload starts **in the same state** as the write's success:
/// no state exists in which the write has succeeded and the reload has not started (the one
/// that ends the write has `write.isSubmitting == false`, its value, and `read.isLoading ==
/// true`, with the value shown kept until the reload answers). A write that fails or is
/// cancelled reloads nothing; neither does one whose answer arrives after the block was let go.
///
/// Error contract: each request ends in exactly one of — its answer, one failure, or a
/// cancellation. A failure is classified by `RequestFailure(classifying:)` — the read's as
/// `RequestFailure<ReadError>`, the write's as `RequestFailure<WriteError>` — and reaches the
/// screen as state (`read.lastError`, `write.lastError`) and then as exactly one event: either
/// request's generic failure on `networkError`, the read's own error on `readError`, the
/// write's own on `writeError`; the same error twice fires twice. A write's success fires
/// `succeeded` once. A cancellation fires no event: a read's leaves what is shown; a write's
/// says in `write.lastCancellation` how far it got (`.outcomeUnknown` unless the stack is
/// certain it was not sent). A read that completes with no server answer, or a write with no
/// value, fails with `SingleError.noElements`. No failure ends a trigger. A `submit` trigger
/// stream that fails (a wiring bug: feed relays) is reported once, classified as a write's, with
/// no state; a `load` or `reload` stream that fails or completes only ends itself. The fetch's
/// and the write's error types are the block's: a typed fetch or a write of another error type
/// does not compile.
///
/// Threading: `load()`, `submit(_:)` and the triggers on any thread, concurrently too (the
/// newest load wins; exactly one of racing triggers sends a write). Decisions are serialized,
/// over both requests, by one store; states and events are delivered one at a time, in decision
/// order, never re-entrantly (see `PagedList`) — an intent sent from a state's subscriber is
/// decided at once. The fetch is called on the thread of the intent (a reload: on the thread
/// the write's answer arrives on), the write on the trigger's; `Output`'s Driver and Signals
/// deliver on the main queue (or the mocked `SharingScheduler`) and never fail.
///
/// Lifetime: no closure captures the block; the subscriptions of `transform(input:)` live in
/// `disposeBag`. When its owner lets it go, the read in flight is cancelled (a read: cancelling
/// has no effect on the server), and a write in flight is **not**: it runs until the network
/// stack answers it, its outcome goes to whoever still subscribes to the `Output` (usually
/// nobody) and starts no reload, and then nothing of the block remains. An intent after the
/// release is not received.
public final class CachedValueWithSubmission<
  Value: Sendable, ReadError: Error & Sendable, Payload: Sendable, WriteValue: Sendable,
  WriteError: Error & Sendable
>: ViewModel, Sendable {
  /// What the screen shows: the read's state and the write's, as one value.
  public typealias State = CachedValueWithSubmissionState<Value, ReadError, WriteValue, WriteError>
  /// The read: a stored copy (source `.cache`) when there is one, then the server's answer
  /// (source `.network`); failing with an `APIError`, a `ReadError`, or a
  /// `RequestFailure<ReadError>`.
  public typealias Fetch = @Sendable () -> Observable<Sourced<Value>>
  /// The write: one request per trigger, which says how it fails.
  public typealias Write = @Sendable (Payload) -> TypedRequest<WriteValue, WriteError>

  private typealias ReadCore = CachedValueCore<Value, ReadError>
  private typealias WriteCore = SubmissionCore<WriteValue, WriteError>
  private typealias Store = SerialStore<Core, State, Report>
  private typealias Requests = CachedValueRequests<Value>

  /// Holds the subscriptions `transform(input:)` makes; they end when the block does.
  public let disposeBag = DisposeBag()
  private let store: Store
  private let requests: Requests
  private let write: Write

  /// Nothing loaded, nothing written, over `fetch` (held strongly, called once per read sent)
  /// and `write` (held strongly, called once per write sent). `reloadsAfterSuccess`: whether a
  /// write that succeeds reloads the value (by default it does; `false` for a write whose
  /// answer the screen shows itself, from `write.value`).
  public init(fetch: @escaping Fetch, write: @escaping Write, reloadsAfterSuccess: Bool = true) {
    requests = Requests(fetch: fetch)
    self.write = write
    store = Store(
      Core(reloadsAfterSuccess: reloadsAfterSuccess),
      state: { State(read: $0.read.state, write: $0.write.state) },
      isBusy: { $0.read.hasRequestInFlight || $0.write.hasWriteInFlight })
  }

  deinit {
    // a write that answers from now on reloads nothing; the read in flight is cancelled
    store.update { core in
      core.reloadsAfterSuccess = false
      return nil
    }
    requests.cancel()
  }

  /// The state now.
  public var currentState: State { store.states.value }

  /// Loads the value (again), cancelling the read in flight.
  public func load() {
    Self.load(store: store, requests: requests)
  }

  /// Sends the write for `payload`, unless one is in flight (then nothing happens).
  public func submit(_ payload: Payload) {
    Self.submit(payload, store: store, requests: requests, write: write)
  }

  /// State: the screen's state; replays the current one. `Output.state`, off the main queue: on
  /// the delivering thread, for the test support.
  package var state: Infallible<State> { store.states.asInfallible() }
  /// Event: each write's success, with its value, after its state and the reload it started
  /// (`Output.succeeded`, on the delivering thread).
  package var succeeded: Infallible<WriteValue> {
    store.events.asInfallible().compactMap(\.succeeded)
  }
  /// Event: either request's generic failure, after its state (`Output.networkError`, on the
  /// delivering thread).
  package var networkError: Infallible<APIError> {
    store.events.asInfallible().compactMap(\.networkError)
  }
  /// Event: the read's own failure, after its state (`Output.readError`, on the delivering
  /// thread).
  package var readError: Infallible<ReadError> {
    store.events.asInfallible().compactMap(\.readError)
  }
  /// Event: the write's own failure, after its state (`Output.writeError`, on the delivering
  /// thread).
  package var writeError: Infallible<WriteError> {
    store.events.asInfallible().compactMap(\.writeError)
  }

  /// Calls `settled` with the delivery of the first decision, from now on, that leaves no
  /// request in flight, neither the read nor the write (a write's success that reloads leaves
  /// the reload in flight) — after that decision's state and event — or, when none is in
  /// flight, once what the block has decided is delivered. On the delivering thread, in
  /// delivery order. For the test support's `recordUntilSettled(_:)`, which cannot tell from
  /// the delivered states alone whether an intent started a request that another thread has
  /// yet to show (as `PagedList.whenSettled(_:)`).
  package func whenSettled(_ settled: @escaping @Sendable () -> Void) {
    store.whenSettled(settled)
  }

  /// Runs `call` in delivery order — after what is decided now is delivered, before anything
  /// decided later, with no delivery running meanwhile — on the delivering thread. For the test
  /// support's `recordUntilSettled(_:)`, which subscribes there to the state and the events so
  /// that another thread's delivery cannot fall between the two subscriptions.
  package func inDeliveryOrder(_ call: @escaping @Sendable () -> Void) {
    store.inDeliveryOrder(call)
  }

  /// Binds `input`'s intents to the block and returns its outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let (store, requests, write) = (store, requests, write)
    input.load.subscribe(onNext: { Self.load(store: store, requests: requests) })
      .disposed(by: disposeBag)
    input.reload.subscribe(onNext: { Self.load(store: store, requests: requests) })
      .disposed(by: disposeBag)
    input.submit.subscribe(
      AnyObserver { event in
        switch event {
        case .next(let payload):
          Self.submit(payload, store: store, requests: requests, write: write)
        case .error(let error):
          guard let failure = WriteCore.triggerFailure(error) else { return }
          store.send(.write(.failure(failure)))
        case .completed: break
        }
      }
    ).disposed(by: disposeBag)
    let reports = store.events.asSignal()
    return Output(
      state: store.states.asDriver(),
      succeeded: reports.compactMap(\.succeeded),
      networkError: reports.compactMap(\.networkError),
      readError: reports.compactMap(\.readError),
      writeError: reports.compactMap(\.writeError))
  }

  private static func load(store: Store, requests: Requests) {
    var token = 0
    store.update { core in
      token = core.read.start()
      return []
    }
    send(token, store: store, requests: requests)
  }

  /// Sends the read `token` the core has just started.
  private static func send(_ token: Int, store: Store, requests: Requests) {
    requests.send(token) { event, token in
      store.update { core in core.read.receive(event, for: token)?.map(Report.read) }
    }
  }

  private static func submit(_ payload: Payload, store: Store, requests: Requests, write: Write) {
    var started: Int?
    store.update { core in
      started = core.write.start()
      return started.map { _ in [] }
    }
    guard let token = started else { return }  // a write is in flight: ignored
    // Not kept: nothing cancels a write (not even the block's release). The request holds its
    // own subscription until it answers; so does the store, which it reports to.
    _ = write(payload).single.asObservable().subscribe(
      AnyObserver { event in
        var reload: Int?
        store.update { $0.receive(event, forWrite: token, reload: &reload) }
        if let reload { send(reload, store: store, requests: requests) }
      })
  }

  /// Both requests' decisions, under one lock: what makes the write's success and the reload it
  /// starts one state.
  private struct Core: Sendable {
    var read = ReadCore()
    var write = WriteCore()
    /// Whether a write's success starts a reload: the initializer's choice, until the block is
    /// let go.
    var reloadsAfterSuccess: Bool

    init(reloadsAfterSuccess: Bool) {
      self.reloadsAfterSuccess = reloadsAfterSuccess
    }

    /// Applies an answer of write `token`; `nil` when it changes nothing. A success that
    /// reloads starts the read in the same change, and sets `reload` to its token.
    mutating func receive(_ event: Event<WriteValue>, forWrite token: Int, reload: inout Int?)
      -> [Report]?
    {
      guard let outcomes = write.receive(event, for: token) else { return nil }
      if case .next = event, reloadsAfterSuccess {
        reload = read.start()
      }
      return outcomes.map(Report.write)
    }
  }

  /// What a change fires, after its state: a read's failure, or how a write ended.
  private enum Report: Sendable {
    case read(RequestFailure<ReadError>)
    case write(WriteCore.Outcome)

    var succeeded: WriteValue? {
      if case .write(let outcome) = self { WriteCore.value(of: outcome) } else { nil }
    }

    var networkError: APIError? {
      switch self {
      case .read(let failure): failure.networkError
      case .write(let outcome): WriteCore.failure(of: outcome)?.networkError
      }
    }

    var readError: ReadError? {
      if case .read(let failure) = self { failure.domainError } else { nil }
    }

    var writeError: WriteError? {
      if case .write(let outcome) = self {
        WriteCore.failure(of: outcome)?.domainError
      } else {
        nil
      }
    }
  }
}
