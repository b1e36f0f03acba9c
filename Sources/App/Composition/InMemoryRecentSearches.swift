import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import CleanStore

/// `RecentSearches` for a run that keeps no state: gone when the program ends.
///
/// Threading: main actor. Errors: none.
@MainActor
final class InMemoryRecentSearches: RecentSearches {
  private var newestFirst: [String] = []

  func record(_ query: String) {
    newestFirst.removeAll { $0 == query }
    newestFirst.insert(query, at: 0)
    newestFirst = Array(newestFirst.prefix(RecentQueries.limit))
  }

  func queries() -> [String] { newestFirst }
}
