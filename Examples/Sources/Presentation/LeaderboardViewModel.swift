import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Domain

/// A season's leaderboard with paging. Each `load` asks for page 0 of a season; each
/// `loadMore` for the next page of the shown season. Requests run through the library's
/// `RequestSplit` inside `flatMapLatest`, and pages accumulate in the library's `PagedResults`.
///
/// Rules: a load of another season clears the shown entries at once (`PagedResults.requesting`)
/// and cancels whatever is in flight, so a late page of the old season never shows; a load of
/// the same season reloads it, keeping its entries shown until its first page replaces them.
/// A load-more is ignored while a request is in flight or when there is no next page. Entries
/// whose id is already shown are dropped. A closed season (423) fires `closed` only, every other
/// failure but a cancellation `networkError` only, each once; the triggers survive every error
/// and the shown entries stay as they were. A page arrives after `isLoading` has gone down.
///
/// Over a cache (`LoadLeaderboardUseCase(cachedRepository:)`), a page's stored copy is shown at
/// once, while `isLoading` is still up, and `source` says `.cache`; the server's answer then
/// takes its place. A copy is shown but never kept as the server's state, so a failure after it
/// keeps the copy on screen, fires its one error, and a load-more goes on from the copy.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures `self`.
public final class LeaderboardViewModel: ViewModel, Sendable {
  public struct Input: Sendable {
    /// A season to show from its first page, once per selection or pull to refresh.
    public let load: Observable<Int>
    /// Once per "load more" (the end of the list came into view).
    public let loadMore: Observable<Void>

    public init(load: Observable<Int>, loadMore: Observable<Void>) {
      self.load = load
      self.loadMore = loadMore
    }
  }

  public struct Output: Sendable {
    /// State: every entry loaded for the shown season, each id once, best first.
    public let entries: Driver<[LeaderboardEntry]>
    /// State: `true` while a page is in flight.
    public let isLoading: Driver<Bool>
    /// State: whether the shown season has another page.
    public let hasMore: Driver<Bool>
    /// State: where the shown entries came from — `.cache` while some of them are a stored
    /// copy the server's answer has not replaced, `.network` otherwise (an empty list too).
    public let source: Driver<ValueSource>
    /// Event: the season is closed, with the server's message when it sent one (inline).
    public let closed: Signal<String?>
    /// Event: every other failure, for the generic alert (never a cancellation).
    public let networkError: Signal<APIError>
  }

  public let disposeBag = DisposeBag()
  private let useCase: LoadLeaderboardUseCase
  /// What the server answered: the paging state a stored copy never enters.
  private let paging = BehaviorRelay(value: PagedResults<Int, LeaderboardEntry>.empty)
  /// What is shown: `paging`, or a stored copy applied over it.
  private let shown = BehaviorRelay(value: PagedResults<Int, LeaderboardEntry>.empty)
  /// The shown entries: they change when a page arrives or a load resets the list, not when
  /// only the paging state moves (a first load over nothing shows no extra empty list).
  private let entries = BehaviorRelay(value: [LeaderboardEntry]())
  /// The numbers of the shown pages that are stored copies.
  private let copiedPages = BehaviorRelay(value: Set<Int>())
  private let split = RequestSplit<LeaderboardError>()
  private let busy = BehaviorRelay(value: false)

  public init(useCase: LoadLeaderboardUseCase) {
    self.useCase = useCase
  }

  public func transform(input: Input) -> Output {
    split.isLoading
      .subscribe(onNext: { [busy] in busy.accept($0) })
      .disposed(by: disposeBag)

    let firstPage = input.load.map { PageRequest(query: $0) }
    let nextPage = input.loadMore
      .withLatestFrom(shown)
      .compactMap { [busy] shown in busy.value ? nil : shown.nextPage }

    Observable.merge(firstPage, nextPage)
      .do(onNext: { [paging, shown, entries, copiedPages] request in
        // page 0 starts from the server's state; a next page goes on from what is shown (a
        // stored copy too, after its answer failed)
        paging.accept((request.page == 0 ? paging.value : shown.value).requesting(request))
        shown.mutate { $0.requesting(request) }
        if shown.value.items != entries.value { entries.accept(shown.value.items) }
        if shown.value.items.isEmpty { copiedPages.accept([]) }
      })
      .flatMapLatest { [useCase, split] request in
        split.perform(useCase.load(request)).map { (page: $0, request: request) }
      }
      .subscribe(onNext: { [paging, shown, entries, copiedPages] answer in
        let next = paging.value.applying(answer.page.value, for: answer.request)
        guard next != paging.value else { return }  // a stale page changes nothing
        if answer.page.source == .network { paging.accept(next) }  // a stored copy is not kept
        shown.accept(next)
        entries.accept(next.items)
        copiedPages.mutate { copies in
          // a first page replaces the list, and with it every copy shown
          let others = answer.request.page == 0 ? [] : copies.subtracting([answer.request.page])
          return answer.page.source == .cache ? others.union([answer.request.page]) : others
        }
      })
      .disposed(by: disposeBag)

    let closed = split.domainError.map { error -> String? in
      switch error {
      case .closed(let reason): reason
      }
    }
    return Output(
      entries: entries.asDriver(),
      isLoading: split.isLoading.asDriver(onErrorJustReturn: false),
      hasMore: shown.asObservable().map(\.hasNext).distinctUntilChanged()
        .asDriver(onErrorJustReturn: false),
      source: copiedPages.asObservable().map { $0.isEmpty ? ValueSource.network : .cache }
        .distinctUntilChanged()
        .asDriver(onErrorJustReturn: .network),
      closed: closed.asSignal(onErrorSignalWith: .empty()),
      networkError: split.networkError.asSignal(onErrorSignalWith: .empty()))
  }
}
