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
/// added (all of it for page 0, the appended players for a next page).
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
    output.results.drive(with: self) { $0.resultsChanged($1) }.disposed(by: disposeBag)
    output.searchError.emit(with: self) { screen, error in
      screen.display.show(.networkError(error))
    }.disposed(by: disposeBag)
  }

  private func resultsChanged(_ results: PlayerSearchResults) {
    let previous = shown
    shown = results
    guard results.page >= 0 else { return }  // the initial "no search yet"
    let isNextPage = results.page > 0 && results.query == previous.query
    let page = isNextPage ? Array(results.items.dropFirst(previous.items.count)) : results.items
    directory.remember(page)
    display.show(.searchResults(users: page, page: results.page, hasNext: results.hasNext))
  }
}
