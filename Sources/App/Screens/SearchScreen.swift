import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The player-search screen of the CLI: `search QUERY` and `more` become
/// `PlayerSearchViewModel` inputs, and the screen renders the ViewModel's one `state` (a
/// `PagedListState`) as it changes, plus the `searchError` alert.
///
/// For each state: the spinner coming on is shown first; then, if the list changed, the page
/// that changed it (all of it for page 0, the appended players for a next page, and the server's
/// answer to a page whose stored copy was shown, in its place), with where it came from; then
/// the spinner going off. The alert of a failure comes after the state that carries it
/// (`lastError`), as the ViewModel delivers it.
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
  private var shown = PagedListState<String, User, Never>.initial
  /// Where the last page shown starts in `shown.items`.
  private var lastPageStart = 0
  private var progress = RequestProgress.idle {
    didSet { display.setAwaitingAnswer(progress.isAwaiting, source: "search") }
  }

  init(scene: SearchScene, display: Display, directory: PlayerDirectory) {
    self.scene = scene
    self.display = display
    self.directory = directory
    bind(scene.output)
  }

  func search(for text: String) {
    progress = .sent
    scene.inputs.query.accept(text)
    scene.inputs.search.accept(())
  }

  func more() {
    // the list sends a next page only when there is one and nothing is in flight
    if shown.hasMore && !shown.isLoading { progress = .sent }
    scene.inputs.loadMore.accept(())
  }

  private func bind(_ output: PlayerSearchViewModel.Output) {
    output.state.drive(with: self) { $0.render($1) }.disposed(by: disposeBag)
    output.searchError.emit(with: self) { screen, error in
      screen.display.show(.networkError(error))
      screen.progress = screen.progress.afterEvent
    }.disposed(by: disposeBag)
  }

  private func render(_ state: PagedListState<String, User, Never>) {
    let previous = shown
    shown = state
    if state.isLoading { display.setLoading(true, source: "search") }
    if let source = state.source,
      state.items != previous.items || state.page != previous.page
        || state.query != previous.query || source != previous.source
    {
      showPage(of: state, after: previous, source: source)
    }
    if !state.isLoading { display.setLoading(false, source: "search") }
    progress = progress.after(isLoading: state.isLoading, expectsEvent: state.lastError != nil)
  }

  private func showPage(
    of state: PagedListState<String, User, Never>,
    after previous: PagedListState<String, User, Never>,
    source: ValueSource
  ) {
    // the page just added: a next page after the shown ones, the server's answer in place of
    // the stored copy of the same page, or a new first page
    let samePage = state.query == previous.query && state.page == previous.page
    if state.query == previous.query && state.page == previous.page + 1 && state.page > 0 {
      lastPageStart = previous.items.count
    } else if !samePage || previous.source == nil {
      lastPageStart = 0
    }
    let page = Array(state.items.dropFirst(lastPageStart))
    directory.remember(page)
    display.show(
      .searchResults(users: page, page: state.page, hasNext: state.hasMore, source: source))
  }
}
