import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import CleanStore

/// `RecentSearches` kept in the local store, per server origin (`RecentQueries`), so a later
/// run against the same origin lists them too.
///
/// Threading: main actor. Errors: a store failure is printed on stderr (a read lists nothing,
/// a write keeps nothing) and the run goes on.
@MainActor
final class StoredRecentSearches: RecentSearches {
  private let recent: RecentQueries
  private let console: Console

  init(recent: RecentQueries, console: Console) {
    self.recent = recent
    self.console = console
  }

  func record(_ query: String) {
    do throws(StoreError) {
      try recent.record(query)
    } catch {
      console.writeError("matchmaking-demo: warning: cannot keep the search (\(error))\n")
    }
  }

  func queries() -> [String] {
    do throws(StoreError) {
      return try recent.queries()
    } catch {
      console.writeError("matchmaking-demo: warning: cannot read the recent searches (\(error))\n")
      return []
    }
  }
}
