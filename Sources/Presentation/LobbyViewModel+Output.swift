import CleanDomain
import CleanReactive
import CleanReactiveUI

extension LobbyViewModel {
  /// What the lobby view shows. Drivers are state (replay the latest value to a new
  /// subscriber); Signals are events (no replay; the same event twice fires twice).
  public struct Output: Sendable {
    /// State: the players in the lobby, starting with `[]`; emptied when a match starts.
    public let players: Driver<[User]>
    /// State: `true` while any lobby request is in flight (counts concurrent requests, drops on
    /// success, failure and cancellation); starts with `false`.
    public let isLoading: Driver<Bool>
    /// Event: the user loaded for `Input.loadUser`.
    public let loadedUser: Signal<User>
    /// Event: a request failed for any reason but duplicated users: the view shows one
    /// generic alert, whatever failed. Fires once per failure.
    public let networkError: Signal<Void>
    /// Event: the same failures as `networkError`, carrying the typed error, for views that show
    /// what failed (one failure fires both; they are one output in two shapes, so bind one of
    /// them to the alert). Fires once per failure, never for a cancellation.
    public let networkErrorDetail: Signal<APIError>
    /// Event: starting a match failed because these user ids are duplicated or already in a
    /// match. Fires once per such failure.
    public let duplicatedUserIds: Signal<[Int]>
    /// Event: a match started.
    public let matchStarted: Signal<Match>
    /// Event: the id of the match ended for `Input.endMatch`.
    public let matchEnded: Signal<Int>
    /// State: the players and loading as one value (the `players` and `isLoading` above are
    /// projections of it, with no order between them); each event above fires after the state
    /// its change produced. Replays the current state.
    public let state: Driver<LobbyViewModel.State>

    /// Every output, as a fake `LobbyViewModelType` or a view test builds it (see
    /// `CleanPresentationTesting`'s builders for one with defaults); `state` emits nothing
    /// unless given.
    public init(
      players: Driver<[User]>, isLoading: Driver<Bool>, loadedUser: Signal<User>,
      networkError: Signal<Void>, networkErrorDetail: Signal<APIError>,
      duplicatedUserIds: Signal<[Int]>, matchStarted: Signal<Match>, matchEnded: Signal<Int>,
      state: Driver<LobbyViewModel.State> = .empty()
    ) {
      self.state = state
      self.players = players
      self.isLoading = isLoading
      self.loadedUser = loadedUser
      self.networkError = networkError
      self.networkErrorDetail = networkErrorDetail
      self.duplicatedUserIds = duplicatedUserIds
      self.matchStarted = matchStarted
      self.matchEnded = matchEnded
    }
  }
}
