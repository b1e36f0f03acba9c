import Domain

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
    /// Event: a request failed for any reason but duplicated users (seed 003: the view shows one
    /// generic alert). Fires once per failure.
    public let networkError: Signal<Void>
    /// Event: starting a match failed because these user ids are duplicated or already in a
    /// match. Fires once per such failure.
    public let duplicatedUserIds: Signal<[Int]>
    /// Event: a match started.
    public let matchStarted: Signal<Match>
  }
}
