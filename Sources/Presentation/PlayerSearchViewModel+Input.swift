import CleanDomain
import CleanReactive
import CleanReactiveUI

extension PlayerSearchViewModel {
  /// What the search view sends. Feed relays: they never fail.
  public struct Input: Sendable {
    /// The query text as typed (the latest value is used when searching; `""` until then).
    public let query: Observable<String>
    /// Search page 0 of the latest query.
    public let search: Observable<Void>
    /// Load the next page of the shown results.
    public let loadMore: Observable<Void>

    /// Bundles the screen's three inputs.
    public init(query: Observable<String>, search: Observable<Void>, loadMore: Observable<Void>) {
      self.query = query
      self.search = search
      self.loadMore = loadMore
    }
  }
}
