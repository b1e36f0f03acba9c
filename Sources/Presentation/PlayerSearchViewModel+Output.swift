import CleanDomain
import CleanReactive
import CleanReactiveUI

extension PlayerSearchViewModel {
  /// What the search view shows. Drivers are state (replay the latest value); Signals are
  /// events (no replay; the same error twice fires twice).
  public struct Output: Sendable {
    /// State: the shown results — query, every player loaded so far, last page, `hasNext` —
    /// with where the page that last changed them came from (`.cache`: a stored copy the
    /// server's answer has not replaced). Emits when a page arrives, nothing before the first.
    /// A new query replaces, a next page appends.
    public let results: Driver<Sourced<PlayerSearchResults>>
    /// State: `true` while a search request is in flight; starts with `false`.
    public let isLoading: Driver<Bool>
    /// Event: a search failed (never for a cancellation). Fires once per failure.
    public let searchError: Signal<APIError>
    /// State: whether the shown results have another page; emits on changes only.
    public let hasMore: Driver<Bool>
    /// State: the whole list — items, source, loading, has-more, last error — as one value,
    /// for a view that must never see "not loading" without the page it loaded (the outputs
    /// above are projections of it, with no order between them). Replays the current state.
    public let state: Driver<PagedListState<String, User, Never>>

    /// Every output, as a fake `PlayerSearchViewModelType` or a view test builds it (see
    /// `CleanPresentationTesting`'s builders for one with defaults); `state` emits nothing
    /// unless given.
    public init(
      results: Driver<Sourced<PlayerSearchResults>>, isLoading: Driver<Bool>,
      searchError: Signal<APIError>, hasMore: Driver<Bool>,
      state: Driver<PagedListState<String, User, Never>> = .empty()
    ) {
      self.results = results
      self.isLoading = isLoading
      self.searchError = searchError
      self.hasMore = hasMore
      self.state = state
    }
  }
}
