import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The building block of the most common screen: a paged list that shows a stored copy first.
/// A feature gives it only its fetch — one page of a query, cache then network, what a cached
/// use case returns (`PlayerSearchUseCase.search(_:)`, a `CachedStub` in tests) — and gets the
/// loading, paging, cache rules, de-duplication and error split, with the screen's state as
/// **one value**, `PagedListState`. Prefer the typed fetch (`init(fetch:)` over a
/// `SourcedRequest` or a `TypedRequest`): its error type must be
/// the list's `FeatureError`, so a list of the wrong error type does not compile. The untyped
/// fetch below, over an `Observable`, cannot say so.
///
/// Why one value: when items, loading and errors are separate streams, nothing orders them —
/// "loading is false" can arrive before the page it was loading, and a view that waits for it
/// reads the list without the page. Here every change is one `PagedListState`: a state with
/// `isLoading == false` already holds what that request loaded.
///
/// Intents (as methods, or as `Input` streams through `transform(input:)`):
/// - `load(_:)`: page 0 of a query (the same query again: a refresh). Cancels whatever is in
///   flight (its late answer is never shown). The list shown stays — with its `query` — until
///   the first page of the load arrives (a stored copy or the answer), so a screen never
///   blanks while loading; when the load fails, it stays, and a next page goes on from it.
/// - `refresh()`: page 0 of the shown list's query again (nothing before the first `load`).
/// - `loadNextPage()`: the next page of what is shown — ignored while a request is in flight
///   or when there is no next page. It goes on from a stored copy too, so stored pages can be
///   browsed offline.
/// - `retry()`: the request that failed last, again (ignored while one is in flight, or when
///   the last request did not fail).
///
/// Cache rules, for each request's fetch (which emits at most one stored copy, source `.cache`,
/// then the server's answer, source `.network`):
/// - a stored copy is shown at once, while still loading, and the server's answer replaces it
///   in place (for a next page: the copy of that page is appended, the answer stands in its
///   place);
/// - a stored copy never covers the server's answer: a refresh of a list the server answered
///   ignores page 0's copy and keeps every answered page until the new answer arrives, which
///   then replaces them all: a refresh starts the list again at page 0 (a list of four pages
///   shows page 0's answer alone, `hasNext` from it, and pages on from there);
/// - when the request fails, the copy stays shown, with `lastError` set.
///
/// A first load over a stored copy is four states: `initial`; loading, with nothing shown yet
/// (the intent is decided before the fetch answers, even when its copy comes at once); the
/// copy (source `.cache`, still loading); the answer (source `.network`, not loading). Without
/// a copy it is three: the copy's state is skipped.
///
/// Each page's items whose `id` is already shown are dropped (a list that shifted on the
/// server between two pages repeats items).
///
/// Error contract: each request ends in exactly one of — its server answer, one failure, or
/// (cancelled) nothing. A failure is classified by `RequestFailure<FeatureError>(classifying:)`
/// (a feature's own error is never taken for a transport one; an error of an unexpected type
/// is never dropped) and reaches the screen twice, each time in its own role: as state,
/// `lastError` (what the screen shows until the next request), and as exactly one event, on
/// `networkError` (the generic alert) or `featureError` (the feature's own), once per failure,
/// the same error twice firing twice. The event follows the state that carries it. A fetch
/// that completes with no server answer fails with `SingleError.noElements` (as in
/// `RequestSplit`); a cancellation sets no `lastError` and fires nothing. A list with no error
/// of its own uses `FeatureError == Never`.
///
/// Threading: intents on any thread. Decisions are serialized; the states and events they
/// produce are delivered one at a time, in decision order, never re-entrantly — an intent sent
/// from a state's subscriber is decided at once and delivered after the current delivery
/// returns (on the thread delivering, which may be the fetch's). Likewise an intent sent while
/// another thread is still delivering (the end of the answer before, on the fetch's thread) is
/// decided at once — a next page is never ignored for it — but shown by that thread: the intent
/// can return before its loading state is delivered, and `currentState` still reads the state
/// before. `Output`'s Driver and Signals deliver on the main queue (or the mocked
/// `SharingScheduler`). The streams never fail.
///
/// Lifetime: the subscriptions of `transform(input:)` live in `disposeBag`; no closure
/// captures the list. When its owner lets it go, the request in flight is cancelled and
/// nothing is delivered again.
public final class PagedList<
  Query: Hashable & Sendable, Item: Identifiable & Sendable, FeatureError: Error & Sendable
>: ViewModel, Sendable {
  /// What the screen shows.
  public typealias State = PagedListState<Query, Item, FeatureError>
  /// One page of a query: a stored copy (source `.cache`) when there is one, then the server's
  /// answer (source `.network`); failing with an `APIError`, a `FeatureError`, or a
  /// `RequestFailure<FeatureError>`.
  public typealias Fetch = @Sendable (PageRequest<Query>) -> Observable<Sourced<Page<Item>>>

  /// Holds the subscriptions `transform(input:)` makes; they end when the list does.
  public let disposeBag = DisposeBag()
  private let machine: PagedListMachine<Query, Item, FeatureError>

  /// A list with nothing loaded, over `fetch` (held strongly, called once per request).
  public init(fetch: @escaping Fetch) {
    machine = PagedListMachine(fetch: fetch)
  }

  deinit {
    machine.cancel()
  }

  /// State: the list as shown; replays the current state (`PagedListState.initial` before the
  /// first load) and emits each change once.
  public var state: Infallible<State> { machine.states.asInfallible() }
  /// The state last delivered to `state`'s subscribers — not yet what an intent just decided
  /// while another thread is delivering (see Threading above).
  public var currentState: State { machine.states.value }
  /// The state after each page that arrived and was shown — a stored copy or the server's
  /// answer — even one equal to the state before (a retry that shows the same copy again);
  /// replays the latest, nothing before the first. For a screen whose separate outputs change
  /// "when a page arrives" (`PlayerSearchViewModel.Output.results`).
  var arrivals: Infallible<State> { machine.arrivals.asInfallible().compactMap { $0 } }
  /// Event: each generic failure, once (never a cancellation).
  public var networkError: Infallible<APIError> { machine.networkErrors.asInfallible() }
  /// Event: each of the feature's own errors, once.
  public var featureError: Infallible<FeatureError> {
    machine.featureErrors.asInfallible()
  }

  /// Loads page 0 of `query` (see the rules above).
  public func load(_ query: Query) { machine.load(query) }
  /// Loads page 0 of the current query again; nothing before the first `load(_:)`.
  public func refresh() { machine.refresh() }
  /// Loads the next page of what is shown, unless a request is in flight or there is none.
  public func loadNextPage() { machine.loadNextPage() }
  /// Sends the request that failed last again, unless a request is in flight.
  public func retry() { machine.retry() }

  /// Calls `settled` with the delivery of the first decision, from now on, that leaves no
  /// request in flight — after that decision's state and event — or, when none is in flight,
  /// once what the list has decided is delivered. On the delivering thread. For the test
  /// support's `recordUntilSettled(_:)`, which cannot tell from the delivered states alone
  /// whether an intent started a request that another thread has yet to show.
  package func whenSettled(_ settled: @escaping @Sendable () -> Void) {
    machine.whenSettled(settled)
  }

  /// Runs `call` in delivery order — after what is decided now is delivered, before anything
  /// decided later, with no delivery running meanwhile — on the delivering thread. For the test
  /// support's `recordUntilSettled(_:)`, which subscribes there to the state and the events so
  /// that another thread's delivery cannot fall between the two subscriptions.
  package func inDeliveryOrder(_ call: @escaping @Sendable () -> Void) {
    machine.inDeliveryOrder(call)
  }

  /// Binds `input`'s intents to the list and returns its outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let machine = machine
    input.load.subscribe(onNext: { machine.load($0) }).disposed(by: disposeBag)
    input.refresh.subscribe(onNext: { machine.refresh() }).disposed(by: disposeBag)
    input.nextPage.subscribe(onNext: { machine.loadNextPage() }).disposed(by: disposeBag)
    input.retry.subscribe(onNext: { machine.retry() }).disposed(by: disposeBag)
    return Output(
      state: machine.states.asDriver(),
      networkError: machine.networkErrors.asSignal(),
      featureError: machine.featureErrors.asSignal())
  }
}

extension PagedList where Query == Unfiltered {
  /// Loads page 0 of the unfiltered list (again: a refresh).
  public func load() { machine.load(Unfiltered()) }
}
