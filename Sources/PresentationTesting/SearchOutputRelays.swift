import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A builder for `PlayerSearchViewModel.Output` whose every stream is a relay the test drives.
/// Pair it with `FakePlayerSearchViewModel` to test a search view without a use case.
///
/// State outputs start as the real ViewModel's do (`results` with nothing until a value is
/// accepted, `isLoading` and `hasMore` with `false`); `hasMore` follows the results' `hasNext`,
/// emitting on changes only, as in the real ViewModel.
///
/// Threading: accept from any thread; build `output()` inside `SharingScheduler.mock(_:_:)` for
/// virtual-time delivery (otherwise it delivers on the main queue).
public final class SearchOutputRelays: Sendable {
  /// Feeds `Output.results` and `Output.hasMore`; `nil` (the start) shows nothing.
  public let results = BehaviorRelay<Sourced<PlayerSearchResults>?>(value: nil)
  /// Feeds `Output.isLoading` (starts `false`).
  public let isLoading = BehaviorRelay(value: false)
  /// Feeds `Output.searchError`.
  public let searchError = PublishRelay<APIError>()
  /// Feeds `Output.state` (starts `PagedListState.initial`); independent of the relays above,
  /// so a test of a view that binds the one state accepts whole states here.
  public let state = BehaviorRelay(value: PagedListState<String, User, Never>.initial)

  /// Relays in the state a new search starts in.
  public init() {}

  /// The relays as a `PlayerSearchViewModel.Output`, on `SharingScheduler.current`.
  public func output() -> PlayerSearchViewModel.Output {
    PlayerSearchViewModel.Output(
      results: results.asInfallible().compactMap { $0 }.asDriver(),
      isLoading: isLoading.asDriver(), searchError: searchError.asSignal(),
      hasMore: results.asInfallible().map { $0?.value.hasNext ?? false }.distinctUntilChanged()
        .asDriver(),
      state: state.asDriver())
  }
}
