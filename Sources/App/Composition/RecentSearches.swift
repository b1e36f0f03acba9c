import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The searches typed at this program, per server origin: what `recent` lists. The CLI's input
/// history (like a shell's), recorded by the view as a `search QUERY` command is accepted; the
/// use cases and the ViewModels know nothing of it.
///
/// Threading: main actor. Errors: none reach the caller; an implementation that keeps the
/// queries in a file reports its failures on stderr and goes on.
@MainActor
protocol RecentSearches: AnyObject {
  /// Puts `query` in front of the list, dropping its older place and anything beyond the last
  /// `RecentQueries.limit` distinct queries.
  func record(_ query: String)
  /// The queries, newest first.
  func queries() -> [String]
}
