import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The building block of a single-value screen that shows a stored copy first (a profile, a
/// detail): a feature gives it only its fetch — cache then network, what a cached use case
/// returns (`PlayerProfileUseCase.player(id:)`) — and gets loading, the cache rule and the error
/// split, with the screen's state as **one value**, `CachedValueState`, and each failure as one
/// event after the state that carries it. `PagedList` is the same for a paged list;
/// `CachedValueWithSubmission` adds one write, for a detail with a button.
///
/// Rules: `load()` sends the fetch, cancelling the one in flight (its late answer is never
/// shown). A stored copy (source `.cache`) is shown at once, while still loading, unless the
/// server's answer is already shown (a reload keeps the answer until the new one arrives); the
/// server's first answer ends the request. A failure keeps what is shown, a stored copy
/// included.
///
/// Error contract: each request ends in exactly one of — its server answer, one failure, or
/// (cancelled) nothing. A failure is classified by `RequestFailure<FeatureError>(classifying:)`
/// and reaches the screen as state (`lastError`) and then as exactly one event, on
/// `networkError` or `featureError`; the same error twice fires twice. A fetch that completes
/// with no server answer fails with `SingleError.noElements`.
///
/// A ViewModel forwards its screen's triggers and gets the UI traits, with no re-wrapping:
///
/// ```swift
/// enum ProfileError: Error, Equatable { case hidden }
///
/// let profile = CachedValue<String, ProfileError> {
///   .just(Sourced(value: "carol", source: .network))  // a cached use case's read
/// }
/// let appeared = PublishRelay<Void>()
/// let output = profile.transform(input: .init(load: appeared.asObservable()))
/// let shown: Driver<CachedValueState<String, ProfileError>> = output.state
/// let alert: Signal<APIError> = output.networkError
/// ```
///
/// Threading: `load()` and the triggers on any thread, concurrently too (the newest load wins).
/// Decisions are serialized; states and events are delivered one at a time, in decision order,
/// never re-entrantly (see `PagedList`). `Output`'s traits deliver on the main queue (or the
/// mocked `SharingScheduler`). Lifetime: no closure captures the block; the subscriptions of
/// `transform(input:)` live in `disposeBag`; when its owner lets it go, the request in flight
/// is cancelled (a read: cancelling it has no effect on the server).
public final class CachedValue<Value: Sendable, FeatureError: Error & Sendable>: ViewModel,
  Sendable
{
  /// What the screen shows.
  public typealias State = CachedValueState<Value, FeatureError>
  /// The value: a stored copy (source `.cache`) when there is one, then the server's answer
  /// (source `.network`); failing with an `APIError`, a `FeatureError`, or a
  /// `RequestFailure<FeatureError>`.
  public typealias Fetch = @Sendable () -> Observable<Sourced<Value>>

  /// Holds the subscriptions `transform(input:)` makes; they end when the block does.
  public let disposeBag = DisposeBag()
  private typealias Core = CachedValueCore<Value, FeatureError>
  private typealias Store = SerialStore<Core, State, RequestFailure<FeatureError>>
  private let store: Store
  private let requests: CachedValueRequests<Value>

  /// Nothing loaded, over `fetch` (held strongly, called once per request).
  public init(fetch: @escaping Fetch) {
    requests = CachedValueRequests(fetch: fetch)
    store = Store(Core(), state: { $0.state }, isBusy: { $0.hasRequestInFlight })
  }

  deinit {
    requests.cancel()
  }

  /// State: the screen's state; replays the current one (`initial` before the first load).
  public var state: Infallible<State> { store.states.asInfallible() }
  /// The state now.
  public var currentState: State { store.states.value }
  /// Event: each generic failure, once (never a cancellation), after its state.
  public var networkError: Infallible<APIError> {
    store.events.asInfallible().compactMap(\.networkError)
  }
  /// Event: each of the feature's own errors, once, after its state.
  public var featureError: Infallible<FeatureError> {
    store.events.asInfallible().compactMap(\.domainError)
  }

  /// Loads the value (again), cancelling the request in flight.
  public func load() {
    Self.load(store: store, requests: requests)
  }

  /// Calls `settled` with the delivery of the first decision, from now on, that leaves no
  /// request in flight — after that decision's state and event — or, when none is in flight,
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

  /// Binds `input`'s triggers to `load()` and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let (store, requests) = (store, requests)
    input.load.subscribe(onNext: { Self.load(store: store, requests: requests) })
      .disposed(by: disposeBag)
    input.reload.subscribe(onNext: { Self.load(store: store, requests: requests) })
      .disposed(by: disposeBag)
    let failures = store.events.asSignal()
    return Output(
      state: store.states.asDriver(),
      networkError: failures.compactMap(\.networkError),
      featureError: failures.compactMap(\.domainError))
  }

  private static func load(store: Store, requests: CachedValueRequests<Value>) {
    var token = 0
    store.update { core in
      token = core.start()
      return []
    }
    requests.send(token) { event, token in store.update { $0.receive(event, for: token) } }
  }
}
