import CleanDomain
import CleanReactive
import CleanReactiveUI
import Observation

/// The player-search screen's outputs as `@Observable` state, for a SwiftUI-style view: built
/// from a `PlayerSearchViewModelType` and the view's `Input`, it holds the ViewModel and
/// mirrors its `Output`. The list comes from the ViewModel's one `state` (`Output.state`, a
/// `PagedListState`): `state` holds it, and `results`, `resultsSource`, `isLoading` and
/// `hasMore` are set from it in the same change, so a view never sees "not loading" without the
/// page (each is set only when it changed, so an observer of `results` is not notified when
/// only loading changes).
///
/// Threading: main actor only; every property changes on the main actor, where the outputs
/// deliver. Errors: a failed search sets `lastError` (cancellations never do) and leaves the
/// shown results as they were; `isLoading` is back to `false`. Lifetime: when this object goes
/// away, its subscriptions are disposed and the ViewModel (with its own subscriptions) is
/// released.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class PlayerSearchScreenState {
  /// The list as one value: the latest `Output.state`.
  public private(set) var state = PagedListState<String, User, Never>.initial
  /// The shown results: query, every player loaded so far, last page, `hasNext` (`.empty`
  /// before the first page).
  public private(set) var results = PlayerSearchResults.empty
  /// Where the page that last changed `results` came from: `.cache` while a stored copy is
  /// shown that the server's answer has not replaced (it stays after a failed search); `nil`
  /// before the first page.
  public private(set) var resultsSource: ValueSource?
  /// Whether a search request is in flight.
  public private(set) var isLoading = false
  /// Whether the shown results have another page.
  public private(set) var hasMore = false
  /// The last failed search, until the view sets it back to `nil` (when its alert is dismissed).
  public var lastError: APIError?

  @ObservationIgnored private let viewModel: any PlayerSearchViewModelType
  @ObservationIgnored private let bindings = OutputBindings()

  /// Wires `input` into `viewModel` (`transform(input:)` is called here, once) and mirrors the
  /// outputs. In tests, create it inside `SharingScheduler.mock(_:_:)` with a scheduler that
  /// runs on the main actor.
  public init(
    viewModel: some PlayerSearchViewModelType, input: PlayerSearchViewModel.Input
  ) {
    self.viewModel = viewModel
    let output = viewModel.transform(input: input)
    bindings.bind(output.state, on: self) { screen, state in screen.show(state) }
    bindings.bind(output.searchError, to: \.lastError, on: self)
  }

  /// Sets `state`, and each property derived from it that changed, in one main-actor turn.
  private func show(_ state: PagedListState<String, User, Never>) {
    let shown =
      state.source == nil
      ? PlayerSearchResults.empty
      : PlayerSearchResults(
        query: state.query, items: state.items, page: state.page, hasNext: state.hasMore)
    if state != self.state { self.state = state }
    if shown != results { results = shown }
    if state.source != resultsSource { resultsSource = state.source }
    if state.isLoading != isLoading { isLoading = state.isLoading }
    if state.hasMore != hasMore { hasMore = state.hasMore }
  }
}
