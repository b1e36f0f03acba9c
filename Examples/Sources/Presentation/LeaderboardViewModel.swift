import CleanPresentation
import Domain

/// A season's leaderboard with paging: the library's `PagedList`, whose query is the season,
/// over `LoadLeaderboardUseCase.load(_:)`. This feature gives the list its fetch and nothing
/// else; the list owns the paging, the cache rules, de-duplication, loading and the error split
/// (see `PagedList` for each rule), and its screen state is one value, `PagedListState`.
///
/// Intents (`Input`): `load` a season from its first page (the shown season again: a
/// refresh), `nextPage`, `refresh`, `retry`. A load keeps the shown entries, with their
/// season in `state.query`, until the new season's first page arrives (a stored copy or the
/// answer), and cancels whatever is in flight, so a late page of the old season never shows.
///
/// Outputs (`Output`): `state`, the whole list; `featureError`, each `LeaderboardError` (a
/// closed season, 423) exactly once, as the repository read it, never the generic alert;
/// `networkError`, every other failure but a cancellation, once, for the generic alert. Each
/// failure is also `state.lastError` until the next request; the shown entries stay.
///
/// Over a cache (`LoadLeaderboardUseCase(read:)` with `CacheThenNetwork.reading`), a page's
/// stored copy is shown at once, while still loading, with `state.source == .cache`, and the server's answer replaces
/// it. A copy never covers an answer (a refresh keeps the answered pages until the new answer);
/// after a failure the copy stays, and a next page goes on from it.
///
/// Threading: intents on any thread; outputs on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; no closure captures the
/// list, and letting it go cancels the request in flight.
public typealias LeaderboardViewModel = PagedList<Int, LeaderboardEntry, LeaderboardError>

extension LeaderboardViewModel {
  /// The leaderboard over `useCase`: each request is one `useCase.load(_:)`.
  public convenience init(useCase: LoadLeaderboardUseCase) {
    self.init(fetch: { useCase.load($0) })
  }
}
