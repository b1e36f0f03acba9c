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
/// `results` emits only when a page arrives, so the shown list changes once per answer.
///
/// Cache then network: a stored copy of the page (source `.cache`) is shown at once, while the
/// request is still loading, and the server's answer replaces it (the copy is applied for
/// showing only, never to the paging state). When the request fails, the copy stays shown and
/// the failure fires once; a load-more then goes on from the copy.
///
/// Threading: inputs on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures `self`.
public final class PlayerSearchViewModel: PlayerSearchViewModelType, Sendable {
  /// Holds the subscriptions `transform(input:)` makes; they end when the ViewModel does.
  public let disposeBag = DisposeBag()
  private let useCase: any PlayerSearchUseCase
  private let results = BehaviorRelay(value: PlayerSearchResults.empty)
  private let paging = BehaviorRelay(value: PlayerSearchResults.empty)
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
      .withLatestFrom(results)
      .compactMap { [busy] shown in busy.value ? nil : shown.nextPage }

    split.isLoading
      .subscribe(onNext: { [busy] in busy.accept($0) })
      .disposed(by: disposeBag)

    Observable.merge(newSearch, nextPage)
      .do(onNext: { [paging, results] request in
        // a next page continues the shown results, even after a failed new search
        let state = request.page == 0 ? paging.value : results.value
        paging.accept(state.requesting(request))
      })
      .flatMapLatest { [useCase, split] request in
        split.perform(useCase.search(request)).map { (page: $0, request: request) }
      }
      .subscribe(onNext: { [paging, results, shown] answer in
        let page = answer.page
        switch page.source {
        case .cache:
          // shown at once, but not the paging state: the server's answer replaces it
          let provisional = paging.value.applying(page.value, for: answer.request)
          guard provisional != paging.value else { return }  // a stale page: nothing to show
          results.accept(provisional)
        case .network:
          paging.mutate { $0.applying(page.value, for: answer.request) }
          results.accept(paging.value)
        }
        shown.accept(Sourced(value: results.value, source: page.source))
      })
      .disposed(by: disposeBag)

    return Output(
      results: shown.asObservable().compactMap { $0 }.asDriver(onErrorDriveWith: .empty()),
      isLoading: split.isLoading.asDriver(onErrorJustReturn: false),
      searchError: split.networkError.asSignal(onErrorSignalWith: .empty()),
      hasMore: results.asObservable().map(\.hasNext).distinctUntilChanged()
        .asDriver(onErrorJustReturn: false)
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
