import CleanReactive
import CleanReactiveUI

/// The player-search screen's scene: its `PlayerSearchViewModelType`, transformed once over
/// `inputs` (the query text, search the latest query, load the next page), and the `output` the
/// view binds. Its route is `output.sessionLost`.
///
/// Threading: main actor; build it inside `SharingScheduler.mock` in tests. Lifetime: held by
/// the flow while the screen is in its stack; the ViewModel lives as long as the scene.
public typealias SearchScene = ViewModelScene<
  (query: PublishRelay<String>, search: PublishRelay<Void>, loadMore: PublishRelay<Void>),
  PlayerSearchViewModel.Output
>

extension ViewModelScene
where
  Inputs == (query: PublishRelay<String>, search: PublishRelay<Void>, loadMore: PublishRelay<Void>),
  Output == PlayerSearchViewModel.Output
{
  /// Types `text` and taps search: `text` to `inputs.query`, then a tap to `inputs.search`.
  public func search(for text: String) {
    inputs.query.accept(text)
    inputs.search.accept(())
  }
}
