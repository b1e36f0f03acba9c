import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The player-search screen: its ViewModel, transformed once over the relays below, and the
/// outputs the view binds. Its route is `output.sessionLost`.
///
/// Threading: main actor; build it inside `SharingScheduler.mock` in tests. Lifetime: held by
/// the flow while the screen is in its stack; the ViewModel lives as long as the scene.
@MainActor
public final class SearchScene {
  /// The screen's ViewModel.
  public let viewModel: any PlayerSearchViewModelType
  /// Input: the query text.
  public let query = PublishRelay<String>()
  /// Input: search the latest query.
  public let search = PublishRelay<Void>()
  /// Input: load the next page.
  public let loadMore = PublishRelay<Void>()
  /// The ViewModel's outputs.
  public let output: PlayerSearchViewModel.Output
  let routes = DisposeBag()

  /// Transforms `viewModel` over the scene's relays.
  public init(viewModel: any PlayerSearchViewModelType) {
    self.viewModel = viewModel
    output = viewModel.transform(
      input: PlayerSearchViewModel.Input(
        query: query.asObservable(), search: search.asObservable(),
        loadMore: loadMore.asObservable()))
  }

  /// Types `text` and taps search.
  public func search(for text: String) {
    query.accept(text)
    search.accept(())
  }
}
