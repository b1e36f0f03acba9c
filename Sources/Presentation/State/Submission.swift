import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The building block of a screen with one write — send a friend request, join a lobby, pay: a
/// feature gives it only its write, `(Payload) -> TypedRequest<Value, FeatureError>`, and the
/// trigger (a tap); it owns the flattening, the in-flight state and the error split, with the
/// screen's state as **one value**, `SubmissionState`, and each outcome as one event after the
/// state that carries it. `CachedValue` is the same for a read, `PagedList` for a paged list;
/// `CachedValueWithSubmission` is a read and one write in one state, for a detail.
///
/// ```swift
/// enum JoinError: Error, Equatable { case lobbyFull }
///
/// final class JoinLobbyViewModel {
///   let disposeBag = DisposeBag()
///   private let join: Submission<Int, String, JoinError>
///
///   init(send: @escaping @Sendable (Int) -> TypedRequest<String, JoinError>) {
///     join = Submission(write: send)
///   }
///
///   func transform(taps: Observable<Int>) -> Submission<Int, String, JoinError>.Output {
///     join.transform(input: .init(submit: taps))  // forwarded as it is: no re-wrapping
///   }
/// }
/// ```
///
/// Rules (the write's rules, the ones `flatMapFirst` gives; see *Build your first feature*):
/// - a trigger sends the write at once, unless one is in flight: then it is **ignored** — a
///   write already sent is never cancelled by a newer trigger (as `flatMapLatest` would, after
///   the server may have acted on it), so the server never gets two writes for one answer;
/// - the block never cancels a write it sent, not even when its owner lets it go (below).
///
/// Error contract: each write ends in exactly one of — its value (`succeeded`), one failure, or
/// a cancellation. A failure is classified by `RequestFailure<FeatureError>(classifying:)` (the
/// feature's own error is never taken for transport; an error of an unexpected type is never
/// dropped) and reaches the screen as state (`lastError`) and then as exactly one event, on
/// `networkError` or `featureError`; the same error twice fires twice. A cancellation — only the
/// network stack or the session can cancel a write here — fires no event; its state says how
/// far the write got (`lastCancellation`: `.outcomeUnknown` unless the stack is certain it was
/// not sent), so a screen is never told that a write which may have gone out did not. A write
/// that completes with no value fails with `SingleError.noElements`. No failure ends the
/// trigger: the next one sends again. The write's error type is the block's: a write of another
/// `FeatureError` does not compile.
///
/// Triggers: a trigger stream that completes or fails ends only itself — the write in flight
/// runs to its end and is reported as usual. A trigger's failure (an input should be a relay,
/// so it is a wiring bug) is not a write's: it sets no state and is reported once, classified as
/// above, on `networkError` or `featureError` (a cancellation: nowhere).
///
/// Lifetime: no closure captures the block; the trigger subscriptions of `transform(input:)`
/// live in `disposeBag` and end with it. When the owner lets the block go with a write in
/// flight, the write is **not** cancelled (cancelling cannot undo a write the server may have
/// received, and would leave its outcome unknown): it runs until the network stack answers it
/// (its deadlines bound that), its outcome goes to whoever is still subscribed to the `Output`
/// (usually nobody), and then nothing of the block remains. A trigger after the release is not
/// received. The record of such a write is the server's state, which the next screen reads.
///
/// Threading: `submit(_:)` and triggers on any thread, concurrently too (exactly one of racing
/// triggers sends; the others are ignored). Decisions are serialized; states and events are
/// delivered one at a time, in decision order, never re-entrantly (see `PagedList`) — a trigger
/// sent from a state's subscriber is decided at once. The write is called on the trigger's
/// thread; `Output`'s Driver and Signals deliver on the main queue (or the mocked
/// `SharingScheduler`). The streams never fail.
public final class Submission<Payload: Sendable, Value: Sendable, FeatureError: Error & Sendable>:
  ViewModel, Sendable
{
  /// What the screen shows.
  public typealias State = SubmissionState<Value, FeatureError>
  /// The write: one request per trigger, which says how it fails.
  public typealias Write = @Sendable (Payload) -> TypedRequest<Value, FeatureError>

  private typealias Core = SubmissionCore<Value, FeatureError>
  private typealias Outcome = Core.Outcome
  private typealias Store = SerialStore<Core, State, Outcome>

  /// Holds the subscriptions `transform(input:)` makes; they end when the block does.
  public let disposeBag = DisposeBag()
  private let store: Store
  private let write: Write

  /// Nothing written, over `write` (held strongly, called once per write sent).
  public init(write: @escaping Write) {
    self.write = write
    store = Store(Core(), state: { $0.state }, isBusy: { $0.hasWriteInFlight })
  }

  /// The state now.
  public var currentState: State { store.states.value }

  /// Sends the write for `payload`, unless one is in flight (then nothing happens).
  public func submit(_ payload: Payload) {
    Self.submit(payload, store: store, write: write)
  }

  /// State: the screen's state; replays the current one. `Output.state`, off the main queue: on
  /// the delivering thread, for the test support.
  package var state: Infallible<State> { store.states.asInfallible() }
  /// Event: each write's success, with its value, after its state (`Output.succeeded`, on the
  /// delivering thread).
  package var succeeded: Infallible<Value> {
    store.events.asInfallible().compactMap { Core.value(of: $0) }
  }
  /// Event: each generic failure, after its state (`Output.networkError`, on the delivering
  /// thread).
  package var networkError: Infallible<APIError> {
    store.events.asInfallible().compactMap { Core.failure(of: $0)?.networkError }
  }
  /// Event: each of the feature's own errors, after its state (`Output.featureError`, on the
  /// delivering thread).
  package var featureError: Infallible<FeatureError> {
    store.events.asInfallible().compactMap { Core.failure(of: $0)?.domainError }
  }

  /// Calls `settled` with the delivery of the first decision, from now on, that leaves no
  /// write in flight — after that decision's state and event — or, when none is in flight,
  /// once what the block has decided is delivered. On the delivering thread, in delivery
  /// order. For the test support's `recordUntilSettled(_:)`, which cannot tell from the
  /// delivered states alone whether an intent started a request that another thread has yet to
  /// show (as `PagedList.whenSettled(_:)`).
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

  /// Binds `input`'s triggers to the block and returns its outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let store = store
    let write = write
    input.submit.subscribe(
      AnyObserver { event in
        switch event {
        case .next(let payload): Self.submit(payload, store: store, write: write)
        case .error(let error): Self.report(triggerFailure: error, to: store)
        case .completed: break
        }
      }
    ).disposed(by: disposeBag)
    let outcomes = store.events.asSignal()
    return Output(
      state: store.states.asDriver(),
      succeeded: outcomes.compactMap { Core.value(of: $0) },
      networkError: outcomes.compactMap { Core.failure(of: $0)?.networkError },
      featureError: outcomes.compactMap { Core.failure(of: $0)?.domainError })
  }

  private static func submit(_ payload: Payload, store: Store, write: Write) {
    var started: Int?
    store.update { core in
      started = core.start()
      return started.map { _ in [] }
    }
    guard let token = started else { return }  // a write is in flight: ignored
    // Not kept: nothing cancels a write (not even the block's release). The request holds its
    // own subscription until it answers; so does the store, which it reports to.
    _ = write(payload).single.asObservable().subscribe(
      AnyObserver { event in store.update { $0.receive(event, for: token) } })
  }

  private static func report(triggerFailure error: any Error, to store: Store) {
    guard let failure = Core.triggerFailure(error) else { return }
    store.send(.failure(failure))
  }
}
