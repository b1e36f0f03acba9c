import CleanDomain
import CleanReactive
import CleanReactiveUI

extension LobbyViewModel {
  /// What the lobby view sends. Feed relays: they never fail.
  public struct Input: Sendable {
    /// Look up the user with this id; the answer arrives on `Output.loadedUser`.
    public let loadUser: Observable<Int>
    /// Add this user to the lobby. The lobby does not deduplicate: the server is the authority
    /// on duplicates and answers with `Output.duplicatedUserIds`.
    public let addPlayer: Observable<User>
    /// Remove every lobby entry with this user id (no-op if there is none).
    public let removePlayer: Observable<Int>
    /// Start a match with the lobby's players, in lobby order. The server refuses fewer than
    /// two players (HTTP 400), which arrives on `Output.networkError` like any other refusal.
    public let startMatch: Observable<Void>
    /// End the match with this id (any match, not only one this lobby started); the id arrives
    /// on `Output.matchEnded`, an unknown or already ended match on `Output.networkError`
    /// (`.notFound`). The lobby's players are not changed.
    public let endMatch: Observable<Int>

    /// `endMatch` defaults to `.never()`, for a lobby view that cannot end matches.
    public init(
      loadUser: Observable<Int>, addPlayer: Observable<User>, removePlayer: Observable<Int>,
      startMatch: Observable<Void>, endMatch: Observable<Int> = .never()
    ) {
      self.loadUser = loadUser
      self.addPlayer = addPlayer
      self.removePlayer = removePlayer
      self.startMatch = startMatch
      self.endMatch = endMatch
    }
  }
}
