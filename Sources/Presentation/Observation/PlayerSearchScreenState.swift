import CleanDomain
import CleanReactive
import CleanReactiveUI
import Observation

/// The player-search screen's outputs as `@Observable` state, for a SwiftUI-style view: built
/// from a `PlayerSearchViewModelType` and the view's `Input`, it holds the ViewModel and
/// mirrors its `Output`.
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
  /// The shown results: query, every player loaded so far, last page, `hasNext`.
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
    bindings.bind(output.results.map { $0.value }, to: \.results, on: self)
    bindings.bind(output.results.map { Optional($0.source) }, to: \.resultsSource, on: self)
    bindings.bind(output.isLoading, to: \.isLoading, on: self)
    bindings.bind(output.hasMore, to: \.hasMore, on: self)
    bindings.bind(output.searchError, to: \.lastError, on: self)
  }
}
