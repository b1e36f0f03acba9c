import CleanDomain
import CleanReactive
import CleanReactiveUI

extension PagedList {
  /// What a paged list screen sends. Feed relays: they never fail.
  public struct Input: Sendable {
    /// Load page 0 of a query (the same query again: a refresh).
    public let load: Observable<Query>
    /// Load the next page of what is shown.
    public let nextPage: Observable<Void>
    /// Load page 0 of the current query again.
    public let refresh: Observable<Void>
    /// Send the request that failed last again.
    public let retry: Observable<Void>

    /// Bundles the screen's intents; those it does not offer default to none.
    public init(
      load: Observable<Query>, nextPage: Observable<Void> = .never(),
      refresh: Observable<Void> = .never(), retry: Observable<Void> = .never()
    ) {
      self.load = load
      self.nextPage = nextPage
      self.refresh = refresh
      self.retry = retry
    }
  }

  /// What a paged list screen shows: its state as one value, each failure as one event after it.
  public typealias Output = ScreenOutput<State, FeatureError>
}

extension PagedList.Input where Query == Unfiltered {
  /// The intents of an unfiltered list: `load` loads page 0 (again: a refresh).
  public init(
    load: Observable<Void>, nextPage: Observable<Void> = .never(),
    refresh: Observable<Void> = .never(), retry: Observable<Void> = .never()
  ) {
    self.init(
      load: load.map { Unfiltered() }, nextPage: nextPage, refresh: refresh, retry: retry)
  }
}
