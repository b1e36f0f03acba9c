import CleanDomain
import CleanReactive
import CleanReactiveUI
import Observation

/// The lobby screen's outputs as `@Observable` state, for a SwiftUI-style view: built from a
/// `LobbyViewModelType` and the view's `Input`, it holds the ViewModel and mirrors its `Output`.
/// The players and loading come from the ViewModel's one `state` (`Output.state`): `state`
/// holds it, and `players` and `isLoading` are set from it in the same change, so a view never
/// sees them disagree (each is set only when it changed, so an observer of one is not notified
/// for a change of the other).
///
/// Threading: main actor only; every property changes on the main actor, where the outputs
/// deliver. Errors: a failed request sets `hasNetworkError`; a match refused for duplicated
/// users sets `duplicatedUserIds` instead — each failure lands in exactly one of them; the view
/// resets them once shown. Lifetime: when this object goes away, its subscriptions are disposed
/// and the ViewModel (with its own subscriptions) is released.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class LobbyScreenState {
  /// The players and loading, as one value: the latest `Output.state`.
  public private(set) var state = LobbyViewModel.State.initial
  /// The players in the lobby: `state.players`.
  public private(set) var players: [User] = []
  /// Whether any lobby request is in flight: `state.isLoading`.
  public private(set) var isLoading = false
  /// The user last loaded for `Input.loadUser`.
  public private(set) var loadedUser: User?
  /// The match last started.
  public private(set) var startedMatch: Match?
  /// Whether a request failed (for any reason but duplicated users), until the view sets it
  /// back to `false` (when its alert is dismissed).
  public var hasNetworkError = false
  /// The ids of the last refused match's duplicated users, until the view sets it back to `nil`.
  public var duplicatedUserIds: [Int]?

  @ObservationIgnored private let viewModel: any LobbyViewModelType
  @ObservationIgnored private let bindings = OutputBindings()

  /// Wires `input` into `viewModel` (`transform(input:)` is called here, once) and mirrors the
  /// outputs. In tests, create it inside `SharingScheduler.mock(_:_:)` with a scheduler that
  /// runs on the main actor.
  public init(viewModel: some LobbyViewModelType, input: LobbyViewModel.Input) {
    self.viewModel = viewModel
    let output = viewModel.transform(input: input)
    bindings.bind(output.state, on: self) { screen, state in screen.show(state) }
    bindings.bind(output.loadedUser, to: \.loadedUser, on: self)
    bindings.bind(output.matchStarted, to: \.startedMatch, on: self)
    bindings.bind(output.duplicatedUserIds, to: \.duplicatedUserIds, on: self)
    bindings.bind(output.networkError, on: self) { state, _ in state.hasNetworkError = true }
  }

  /// Sets `state`, and each property derived from it that changed, in one main-actor turn.
  private func show(_ state: LobbyViewModel.State) {
    if state != self.state { self.state = state }
    if state.players != players { players = state.players }
    if state.isLoading != isLoading { isLoading = state.isLoading }
  }
}
