import CleanReactive

extension PagedList: IntentsViewModel {
  /// What a paged list's view feeds: one relay per intent of `Input`, and `select`, a row's
  /// tap, which the list ignores and the flow routes:
  /// `ViewModelScene(list).routing { routes.show($0.inputs.select) { .detail(id: $0.id) } }`.
  ///
  /// `select` carries the row's `Item`, the value the row draws, so a route can take what it
  /// needs of it (its `id`, a title to show at once) without a lookup in the state.
  ///
  /// Threading: relays accept on any thread. Errors: relays never fail. Lifetime: the scene
  /// holds the bundle; the list's subscriptions to it live in the list's `disposeBag`.
  public struct Intents: ScreenIntents, Sendable {
    /// Load page 0 of a query (the same query again: a refresh). An unfiltered list sends
    /// `accept(Unfiltered())`.
    public let load = PublishRelay<Query>()
    /// Load the next page of what is shown (the last row appeared).
    public let nextPage = PublishRelay<Void>()
    /// Load page 0 of the current query again (a pull to refresh).
    public let refresh = PublishRelay<Void>()
    /// Send the request that failed last again (the error's "Retry" button).
    public let retry = PublishRelay<Void>()
    /// A row's tap, with the row's item: not the list's intent (`input` leaves it out) but the
    /// flow's route.
    public let select = PublishRelay<Item>()

    /// New relays, none of which has sent anything.
    public init() {}

    /// The list's `Input` over the relays (`select` is not in it).
    public var input: Input {
      Input(
        load: load.asObservable(), nextPage: nextPage.asObservable(),
        refresh: refresh.asObservable(), retry: retry.asObservable())
    }
  }
}
