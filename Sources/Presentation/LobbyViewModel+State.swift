import CleanDomain

extension LobbyViewModel {
  /// Everything the lobby screen shows, as one value: `Output.state`.
  ///
  /// Threading: an immutable `Sendable` value.
  public struct State: Equatable, Sendable {
    /// The players in the lobby, in the order they were added; emptied when a match starts.
    public let players: [User]
    /// Whether any lobby request is in flight.
    public let isLoading: Bool

    /// A state with these fields.
    public init(players: [User], isLoading: Bool) {
      self.players = players
      self.isLoading = isLoading
    }

    /// An empty lobby, nothing loading.
    public static var initial: State { State(players: [], isLoading: false) }
  }

  /// A one-shot outcome of a lobby request, delivered after the state it changed.
  enum Outcome: Sendable {
    case loadedUser(User)
    case matchStarted(Match)
    case matchEnded(Int)
    case networkError(APIError)
    case duplicatedUserIds([Int])
  }
}
