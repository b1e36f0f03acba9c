import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The player-search screen of the CLI: `search QUERY` and `more` become
/// `PlayerSearchViewModel` inputs; each new page of results, the spinner and search errors are
/// shown.
///
/// The ViewModel's `results` is the whole list so far; the screen shows the page that was just
/// added (all of it for page 0, the appended players for a next page, and the server's answer
/// to a page whose stored copy was shown, in its place), with where it came from.
///
/// Threading: main actor; output subscriptions deliver on the main queue.
@MainActor
final class SearchScreen {
  /// The screen holds its scene (the ViewModel and the relays it was transformed over), as a
  /// view controller holds its ViewModel; the flow decides how long the scene lives.
  private let scene: SearchScene
  private let display: Display
  private let directory: PlayerDirectory
  private let disposeBag = DisposeBag()
  private var shown = PlayerSearchResults.empty
  /// Where the last page shown starts in `shown.items`.
  private var lastPageStart = 0

  init(scene: SearchScene, display: Display, directory: PlayerDirectory) {
    self.scene = scene
    self.display = display
    self.directory = directory
    bind(scene.output)
  }

  private var query: PublishRelay<String> { scene.query }
  private var search: PublishRelay<Void> { scene.search }
  private var loadMore: PublishRelay<Void> { scene.loadMore }

  func search(for text: String) {
    query.accept(text)
    search.accept(())
  }

  func more() {
    loadMore.accept(())
  }

  private func bind(_ output: PlayerSearchViewModel.Output) {
    output.isLoading.drive(with: self) { screen, isLoading in
      screen.display.setLoading(isLoading, source: "search")
    }.disposed(by: disposeBag)
    output.results.drive(with: self) { $0.resultsChanged($1.value, source: $1.source) }
      .disposed(by: disposeBag)
    output.searchError.emit(with: self) { screen, error in
      screen.display.show(.networkError(error))
    }.disposed(by: disposeBag)
  }

  private func resultsChanged(_ results: PlayerSearchResults, source: ValueSource) {
    let previous = shown
    shown = results
    guard results.page >= 0 else { return }  // a stale answer: nothing shown
    // the page just added: a next page after the shown ones, the server's answer in place of
    // the stored copy of the same page, or a new first page
    if results.query == previous.query && results.page == previous.page + 1 && results.page > 0 {
      lastPageStart = previous.items.count
    } else if !(results.query == previous.query && results.page == previous.page) {
      lastPageStart = 0
    }
    let page = Array(results.items.dropFirst(lastPageStart))
    directory.remember(page)
    display.show(
      .searchResults(users: page, page: results.page, hasNext: results.hasNext, source: source))
  }
}
