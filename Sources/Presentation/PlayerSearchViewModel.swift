import CleanDomain
import CleanReactive
import CleanReactiveUI

/// Player search with paging, built on `PagedList` (which holds the paging, cache and error
/// rules, and emits the list as one state value). The usual version runs the request in
/// `flatMap` and lets its error through: the error terminates the whole tap stream, so after one
/// failed search the button does nothing. Here every failure is caught inside the list, so a
/// failed search leaves the search tap working, and a late answer to an older request is
/// discarded, never shown.
///
/// Rules: a search tap searches page 0 of the latest query text, trimmed (an empty query
/// matches everyone), cancelling whatever is in flight; a load-more asks for the next page of
/// the shown results (after a failed new search, of the results still shown), and is ignored
/// while a request is in flight or when there is no next page. Every failure but a
/// cancellation fires `Output.searchError` once; the shown results stay as they were.
/// `results` emits once per page shown (a stored copy or an answer), never before the first; a
/// new search shows the previous results until its first page arrives.
///
/// Cache then network: a stored copy of the page (source `.cache`) is shown at once, while the
/// request is still loading, and the server's answer replaces it. A copy is not shown over the
/// server's own answer for that query: searching the same query again keeps the answered list
/// until the new answer arrives. When the request fails, the copy stays shown and the failure
/// fires once; a load-more then goes on from the copy, so stored pages can be browsed offline
/// (a new search asks the server again). `Output.results`'s source is that of the page that
/// last changed the list.
///
/// One state: `Output.state` is the whole list as one `PagedListState` value, for a view that
/// must never see "not loading" without the page; the separate `results` / `isLoading` /
/// `hasMore` are projections of it, with no order between them.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures `self`.
public final class PlayerSearchViewModel: PlayerSearchViewModelType, Sendable {
  /// Holds the subscriptions `transform(input:)` makes; they end when the ViewModel does.
  public let disposeBag = DisposeBag()
  private let list: PagedList<String, User, Never>

  /// Creates the ViewModel over `useCase`, which it holds strongly.
  public init(useCase: any PlayerSearchUseCase) {
    list = PagedList(fetch: { request in useCase.search(request) })
  }

  /// Wires `input` to the use case and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let list = list
    input.search
      .withLatestFrom(input.query.startWith(""))
      .subscribe(onNext: { list.load(Self.trimmed($0)) })
      .disposed(by: disposeBag)
    input.loadMore
      .subscribe(onNext: { list.loadNextPage() })
      .disposed(by: disposeBag)

    // once per page shown (a retry's stored copy again too), nothing before the first
    let results = list.arrivals.compactMap { state -> Sourced<PlayerSearchResults>? in
      guard let source = state.source else { return nil }
      let shown = PlayerSearchResults(
        query: state.query, items: state.items, page: state.page, hasNext: state.hasMore)
      return Sourced(value: shown, source: source)
    }
    return Output(
      results: results.asDriver(),
      isLoading: list.state.map(\.isLoading).distinctUntilChanged().asDriver(),
      searchError: list.networkError.asSignal(),
      hasMore: list.state.map(\.hasMore).distinctUntilChanged().asDriver(),
      state: list.state.asDriver()
    )
  }

  /// `text` without surrounding whitespace: the query the server is asked for.
  private static func trimmed(_ text: String) -> String {
    var characters = Substring(text)
    while characters.first?.isWhitespace == true { characters.removeFirst() }
    while characters.last?.isWhitespace == true { characters.removeLast() }
    return String(characters)
  }
}
