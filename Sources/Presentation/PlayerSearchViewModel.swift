import CleanDomain
import CleanReactive
import CleanReactiveUI

/// Player search with paging. The usual version runs the request in `flatMap` and lets its error
/// through: the error terminates the whole tap stream, so after one failed search the button
/// does nothing. Here the request runs *inside* `flatMapLatest` and its failure is caught
/// there, so a failed search leaves the search tap working, and a late answer to an older request
/// is discarded, never shown. Requests run through a `RequestSplit<Never>` (`perform(_:)`):
/// each failure reaches `searchError` once (cancellations none), and a page arrives after
/// `isLoading` has gone down for it, so a load-more that reacts to it is not taken as "busy".
///
/// Rules: a search tap searches page 0 of the latest query text (an empty query matches
/// everyone); a load-more asks for the next page of the shown query (after a failed new search,
/// of the results still shown), and is ignored while a request is in flight or when there is no
/// next page; a new search cancels whatever is in
/// flight. Every failure but a cancellation fires `Output.searchError` once; the shown results
/// stay as they were. Paging state follows `PagedResults`: each request is noted with
/// `requesting(_:)` when it is sent (a new search resets the state to its query at once, so no
/// late page of an older query is accepted; a load-more goes on from the shown results), but
/// `results` emits only when a page arrives, so the shown list changes once per answer (and
/// once more for a stored copy).
///
/// Cache then network: a stored copy of the page (source `.cache`) is shown at once, while the
/// request is still loading, and the server's answer replaces it (the copy is applied for
/// showing only, never to the paging state). A copy is not shown over the server's own answer
/// for that page: searching the same query again keeps the answered list until the new answer
/// arrives. When the request fails, the copy stays shown and the failure fires once; a
/// load-more then goes on from the copy, so stored pages can be browsed offline (a new search
/// asks the server again). `Output.results`'s source is that of the page that last changed
/// the list.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures `self`.
public final class PlayerSearchViewModel: PlayerSearchViewModelType, Sendable {
  /// Holds the subscriptions `transform(input:)` makes; they end when the ViewModel does.
  public let disposeBag = DisposeBag()
  private let useCase: any PlayerSearchUseCase
  /// The server's answers, folded by the paging rule: what a new search and a page build on.
  private let paging = BehaviorRelay(value: PlayerSearchResults.empty)
  /// What the screen shows (`nil` before the first page): the answers, or a stored copy over
  /// them.
  private let shown = BehaviorRelay<Sourced<PlayerSearchResults>?>(value: nil)
  private let split = RequestSplit<Never>()
  private let busy = BehaviorRelay(value: false)

  /// Creates the ViewModel over `useCase`, which it holds strongly.
  public init(useCase: any PlayerSearchUseCase) {
    self.useCase = useCase
  }

  /// Wires `input` to the use case and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let newSearch = input.search
      .withLatestFrom(input.query.startWith(""))
      .map { PlayerSearchRequest(query: Self.trimmed($0)) }
    let nextPage = input.loadMore
      .withLatestFrom(shown)
      .compactMap { [busy] shown in busy.value ? nil : shown?.value.nextPage }

    split.isLoading
      .subscribe(onNext: { [busy] in busy.accept($0) })
      .disposed(by: disposeBag)

    Observable.merge(newSearch, nextPage)
      .do(onNext: { [paging, shown] request in
        // a next page continues the shown results, even after a failed new search (a stored
        // copy included: offline, the stored pages can still be browsed)
        let state = request.page == 0 ? paging.value : shown.value?.value ?? paging.value
        paging.accept(state.requesting(request))
      })
      .flatMapLatest { [useCase, split] request in
        split.perform(useCase.search(request)).map { (page: $0, request: request) }
      }
      .subscribe(onNext: { [paging, shown] answer in
        let next = paging.value.applying(answer.page.value, for: answer.request)
        guard next != paging.value else { return }  // a stale page: nothing changes
        switch answer.page.source {
        case .cache:
          // shown, never kept: the server's answer takes its place; and never over the
          // server's own answer for this page (a refresh of the same query keeps it)
          if Self.showsAnswer(for: answer.request, shown.value) { return }
        case .network:
          paging.accept(next)
        }
        shown.accept(Sourced(value: next, source: answer.page.source))
      })
      .disposed(by: disposeBag)

    return Output(
      results: shown.asObservable().compactMap { $0 }.asDriver(onErrorDriveWith: .empty()),
      isLoading: split.isLoading.asDriver(onErrorJustReturn: false),
      searchError: split.networkError.asSignal(onErrorSignalWith: .empty()),
      hasMore: shown.asObservable().map { $0?.value.hasNext ?? false }.distinctUntilChanged()
        .asDriver(onErrorJustReturn: false)
    )
  }

  /// Whether `shown` is the server's answer for `request`'s query, up to its page or beyond.
  private static func showsAnswer(
    for request: PlayerSearchRequest, _ shown: Sourced<PlayerSearchResults>?
  ) -> Bool {
    guard let shown, shown.source == .network else { return false }
    return shown.value.query == request.query && request.page <= shown.value.page
  }

  /// `text` without surrounding whitespace: the query the server is asked for.
  private static func trimmed(_ text: String) -> String {
    var characters = Substring(text)
    while characters.first?.isWhitespace == true { characters.removeFirst() }
    while characters.last?.isWhitespace == true { characters.removeLast() }
    return String(characters)
  }
}
