import CleanDomain
import CleanPrimitives
import CleanReactive
import CleanReactiveUI

/// The building block of a single-value screen that shows a stored copy first (a profile, a
/// detail): a feature gives it only its fetch — cache then network, what a cached use case
/// returns (`PlayerProfileUseCase.player(id:)`) — and gets loading, the cache rule and the error
/// split, with the screen's state as **one value**, `CachedValueState`, and each failure as one
/// event after the state that carries it. `PagedList` is the same for a paged list.
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
  private typealias Store = SerialStore<Core, State, RequestFailure<FeatureError>>
  private let store: Store
  /// The subscription of the latest request sent, with its token.
  private let request = Locked<(token: Int, subscription: (any Disposable)?)>((0, nil))
  private let fetch: Fetch

  /// Nothing loaded, over `fetch` (held strongly, called once per request).
  public init(fetch: @escaping Fetch) {
    self.fetch = fetch
    store = Store(Core()) { $0.state }
  }

  deinit {
    // every later subscription is disposed as it is made (no token exceeds this one)
    request.withLock { request -> (any Disposable)? in
      defer { request = (.max, nil) }
      return request.subscription
    }?.dispose()
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
    Self.load(store: store, request: request, fetch: fetch)
  }

  /// Binds `input`'s triggers to `load()` and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let (store, request, fetch) = (store, request, fetch)
    input.load.subscribe(onNext: { Self.load(store: store, request: request, fetch: fetch) })
      .disposed(by: disposeBag)
    input.reload.subscribe(onNext: { Self.load(store: store, request: request, fetch: fetch) })
      .disposed(by: disposeBag)
    let failures = store.events.asSignal()
    return Output(
      state: store.states.asDriver(),
      networkError: failures.compactMap(\.networkError),
      featureError: failures.compactMap(\.domainError))
  }

  private static func load(
    store: Store, request: Locked<(token: Int, subscription: (any Disposable)?)>, fetch: Fetch
  ) {
    var token = 0
    store.update { core in
      core.tokens += 1
      token = core.tokens
      core.inFlight = token
      core.state = State(value: core.state.value, isLoading: true, lastError: nil)
      return []
    }
    // the request this one supersedes is cancelled below; its answers carry an old token and
    // are dropped
    let sent = token
    let subscription = fetch().subscribe(
      AnyObserver { [store] event in store.update { $0.receive(event, for: sent) } })
    // the newest request keeps its subscription, whichever thread gets here first: an older
    // one is disposed (cancelled), here or when the newer one arrives
    request.withLock { request -> (any Disposable)? in
      guard sent > request.token else { return subscription }
      defer { request = (sent, subscription) }
      return request.subscription
    }?.dispose()
  }

  private struct Core: Sendable {
    var state = State.initial
    var tokens = 0
    var inFlight: Int?

    /// Applies an answer of request `token`; `nil` when it changes nothing.
    mutating func receive(_ event: Event<Sourced<Value>>, for token: Int)
      -> [RequestFailure<FeatureError>]?
    {
      guard inFlight == token else { return nil }  // stale
      switch event {
      case .next(let answer) where answer.source == .cache:
        // a copy never covers the server's answer already shown
        if state.value?.source == .network { return nil }
        state = State(value: answer, isLoading: true, lastError: nil)
        return []
      case .next(let answer):
        inFlight = nil
        state = State(value: answer, isLoading: false, lastError: nil)
        return []
      case .error(let error):
        return fail(RequestFailure(classifying: error))
      case .completed:
        return fail(RequestFailure(classifying: SingleError.noElements))
      }
    }

    private mutating func fail(_ failure: RequestFailure<FeatureError>)
      -> [RequestFailure<FeatureError>]
    {
      inFlight = nil
      let reported = failure.isCancellation ? nil : failure
      state = State(value: state.value, isLoading: false, lastError: reported)
      return reported.map { [$0] } ?? []
    }
  }
}
